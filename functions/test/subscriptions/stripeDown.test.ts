// checkSubscription and customerPortal when Stripe cannot be reached: a clean `unavailable`, no internals.

import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { handleCheckSubscription } from '../../src/subscriptions/checkSubscription.handler.js';
import { handleCustomerPortal } from '../../src/subscriptions/customerPortal.handler.js';
import { httpsErrorOf, member } from '../support/fixtures.js';

const deadStripe = new Stripe('sk_test_dead', {
  host: '127.0.0.1',
  port: 9,
  protocol: 'http',
  maxNetworkRetries: 0,
});

describe('when Stripe is down', () => {
  it('checkSubscription answers unavailable', async () => {
    const error = await httpsErrorOf(
      handleCheckSubscription({ data: null, auth: member('u1') }, { stripe: deadStripe }),
    );
    expect(error).toMatchObject({
      code: 'unavailable',
      message: 'Could not check your subscription right now.',
    });
  });

  it('customerPortal answers unavailable with the spec message', async () => {
    const error = await httpsErrorOf(
      handleCustomerPortal(
        { data: null, auth: member('u1') },
        { stripe: deadStripe, appUrl: 'http://localhost:5173' },
      ),
    );
    expect(error).toMatchObject({
      code: 'unavailable',
      message: 'Failed to open subscription management.',
    });
  });

  it('a member without an e-mail is simply not subscribed, and cannot open the portal', async () => {
    const noEmail = { uid: 'phone-user', token: {} };
    expect(
      await handleCheckSubscription({ data: null, auth: noEmail }, { stripe: deadStripe }),
    ).toEqual({
      subscribed: false,
      product_id: null,
      subscription_end: null,
    });
    const error = await httpsErrorOf(
      handleCustomerPortal({ data: null, auth: noEmail }, { stripe: deadStripe, appUrl: 'x' }),
    );
    expect(error.code).toBe('failed-precondition');
  });
});
