// The sign-up link's parameter naming a guest's Checkout session to claim (claim-booking.ts). A
// module of its own: /signup reads it before any Firebase SDK has loaded.
export const CLAIM_PARAM = 'claim';
