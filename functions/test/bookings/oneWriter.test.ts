// One writer of a booking's state (issue 33): outside functions/src/bookings/ no file writes a
// booking's status, a checkout_sessions document (the public status page) or an attendance's
// existence (created with a confirmed booking, deleted with its cancellation); they go through
// transitionIn / createBookingIn. A syntactic scan (the TypeScript parser, so comments and strings
// in comments do not count) over the functions' sources:
// - the public status document is not named at all outside the folder: no checkoutSessionRef,
//   checkoutSessionDoc, COLLECTIONS.checkoutSessions or 'checkout_sessions' (without a ref, nothing
//   can be written to it; the guest's claim reads it through bookingIdOfSession);
// - a Firestore write (tx./batch. set, update, create, delete on a ref; or ref.set/update/create/
//   delete) whose target names an attendance creates, replaces or deletes nothing (field updates,
//   such as the door's arrivals or a table number, are the check-in's and the table plan's);
// - a write whose target names a booking carries no `status` (its data is an object literal, or a
//   variable initialised with one, without a status key; anything else cannot be proven and fails);
// - no write anywhere carries a status only bookings have (confirmed, expired, refund_required,
//   refunded), whatever its target is called.
// A target is read with the initializer of the variable it starts from, in its scope (`const snap
// = await tx.get(bookingRef(...))`, then `tx.update(snap.ref, ...)`); a document keyed by a
// booking's id (attendance, mail, the console's row) is not the booking.
// What it cannot see: a booking written through a ref whose name and initializer say nothing about
// bookings (a parameter, a ref built elsewhere) with a status bookings share with other documents
// ('pending', 'cancelled'), or a status computed into a variable. The self-test below shows what
// it catches.

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..', 'src');
const OWNER = 'bookings/';
const BOOKING_ONLY_STATUSES = new Set(['confirmed', 'expired', 'refund_required', 'refunded']);
const WRITES = new Set(['set', 'update', 'create', 'delete']);
/**
 * Documents that are not the booking though their target says "booking": anything keyed by a
 * booking's id (its attendance, its mail) and the console's copy of it (admin_booking_rows, the
 * trigger's projection, which repeats the booking's status).
 */
const NOT_THE_BOOKING = /\bbookingIds?\b|adminBookingRows|admin_booking_rows/gi;
const PUBLIC_STATUS_NAMES = new Set([
  'checkoutSessionRef',
  'checkoutSessionDoc',
  'checkoutSessions',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The direct writes of a booking's state in one file (name: for the messages). */
export function directWrites(name: string, text: string): string[] {
  const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  // A one-file program, for its binder: which declaration a name in a write's target means (in
  // its scope), so `const ref = bookingRef(...)` then `tx.update(ref, ...)` is a booking's write.
  const host = ts.createCompilerHost({});
  host.getSourceFile = (fileName) => (fileName === name ? file : undefined);
  const checker = ts
    .createProgram([name], { noResolve: true, noLib: true, types: [] }, host)
    .getTypeChecker();
  /** The target's text with the initializer of the variable it starts from (`snapshot.ref`). */
  const described = (target: ts.Expression): string => {
    let root: ts.Expression = target;
    while (ts.isPropertyAccessExpression(root) || ts.isCallExpression(root))
      root = ts.isCallExpression(root) ? root.expression : root.expression;
    const declaration = ts.isIdentifier(root)
      ? checker.getSymbolAtLocation(root)?.valueDeclaration
      : undefined;
    const initializer =
      declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
    return `${target.getText(file)} ${initializer?.getText(file) ?? ''}`;
  };
  const found: string[] = [];
  const at = (node: ts.Node, what: string) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    found.push(`${name}:${line}: ${what}`);
  };
  const objectLiterals = new Map<string, ts.ObjectLiteralExpression>();
  const collect = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    )
      objectLiterals.set(node.name.text, node.initializer);
    ts.forEachChild(node, collect);
  };
  collect(file);

  /** The status values a write's data sets; `complete` false when part of it cannot be read here. */
  const statusesOf = (
    data: ts.Expression | undefined,
  ): { statuses: string[]; complete: boolean } => {
    if (!data) return { statuses: [], complete: true };
    let literal: ts.ObjectLiteralExpression | undefined;
    if (ts.isObjectLiteralExpression(data)) literal = data;
    else if (ts.isIdentifier(data)) literal = objectLiterals.get(data.text);
    if (!literal) return { statuses: [], complete: false };
    const statuses: string[] = [];
    let complete = true;
    for (const property of literal.properties) {
      if (ts.isSpreadAssignment(property)) {
        const spread = statusesOf(property.expression);
        statuses.push(...spread.statuses);
        complete &&= spread.complete;
      } else if (property.name && property.name.getText(file).replace(/['"]/g, '') === 'status') {
        const value = ts.isPropertyAssignment(property) ? property.initializer : undefined;
        statuses.push(value && ts.isStringLiteralLike(value) ? value.text : '(computed)');
      }
    }
    return { statuses, complete };
  };

  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && PUBLIC_STATUS_NAMES.has(node.text))
      at(node, `names the public status document (${node.text})`);
    if (ts.isStringLiteralLike(node) && /checkout_?sessions/i.test(node.text))
      at(node, `names the public status document ('${node.text}')`);
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      WRITES.has(node.expression.name.text)
    ) {
      const method = node.expression.name.text;
      const receiver = node.expression.expression.getText(file).replace(/\s+/g, '');
      const viaWriter = /^(tx|transaction|batch|writer)$|\.batch\(\)$/.test(receiver);
      const onRef = /(ref|\.doc\(.*\)|Doc\(.*\)|Ref\(.*\))$/is.test(receiver);
      if (viaWriter || onRef) {
        const targetNode = viaWriter ? node.arguments[0] : node.expression.expression;
        const target = targetNode ? described(targetNode) : '';
        const data = viaWriter ? node.arguments[1] : node.arguments[0];
        if (/attendance/i.test(target) && method !== 'update')
          at(node, `${method} of an attendance (${target})`);
        if (method !== 'delete') {
          const { statuses, complete } = statusesOf(data);
          const namesBooking = /booking/i.test(target.replace(NOT_THE_BOOKING, ''));
          if (namesBooking && (!complete || statuses.length > 0))
            at(node, `writes a booking's status (${target})`);
          for (const status of statuses)
            if (BOOKING_ONLY_STATUSES.has(status))
              at(node, `writes the booking status '${status}' (${target})`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("one writer of a booking's state", () => {
  it('finds no direct write of a booking status, public status or attendance outside bookings/', () => {
    const files = sources(SRC).filter((path) => !relative(SRC, path).startsWith(OWNER));
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((path) =>
      directWrites(relative(SRC, path), readFileSync(path, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('catches the direct writes it looks for, and lets the others be', () => {
    const caught = (code: string) => directWrites('x.ts', code).length;
    // The writes the bookings module took over (the webhook, createCheckout, the old seats.ts).
    expect(caught(`tx.update(snapshot.ref, { status: 'refund_required', ...charged });`)).toBe(1);
    expect(caught(`tx.set(checkoutSessionRef(db, id), doc);`)).toBeGreaterThan(0);
    expect(caught(`db.collection(COLLECTIONS.checkoutSessions).doc(id).set(doc);`)).toBe(1);
    expect(caught(`tx.create(attendanceRef, attendanceDoc(id));`)).toBe(1);
    expect(caught(`if (a.exists) tx.delete(attendance.ref);`)).toBe(1);
    expect(caught(`tx.update(bookingRef(db, id), { status });`)).toBe(1);
    expect(caught(`const f = { status: to }; batch.update(booking.ref, f);`)).toBe(1);
    expect(caught(`tx.create(booking, pendingBooking(input));`)).toBe(1);
    expect(caught(`bookingRef(db, id).update({ ...fields });`)).toBe(1);
    // Through a variable whose initializer names the booking, in its own scope only.
    expect(caught(`const ref = bookingRef(db, id); tx.update(ref, { status: 'cancelled' });`)).toBe(
      1,
    );
    expect(
      caught(`const snap = await tx.get(bookingRef(db, id)); tx.update(snap.ref, { status });`),
    ).toBe(1);
    expect(
      caught(
        `function a() { const s = eventRef(db, e); tx.update(s, { status: 'cancelled' }); }
         function b() { const s = bookingRef(db, b); tx.update(s, { user_id: u }); }`,
      ),
    ).toBe(0);
    expect(
      caught(
        `const rowRef = db.collection(COLLECTIONS.adminBookingRows).doc(bookingId);
         await rowRef.set(adminBookingRow(data, extra));`,
      ),
    ).toBe(0);
    // A door's arrival, a moved venue, a claimed booking, an event's own status, a Map.
    expect(caught(`tx.update(attendanceRef, { arrived_count: 2 });`)).toBe(0);
    expect(caught(`const v = { venue_id: 'v' }; batch.update(booking.ref, v);`)).toBe(0);
    expect(caught(`tx.update(booking.ref, { user_id: uid });`)).toBe(0);
    expect(caught(`tx.update(snapshot.ref, { status: 'cancelled', cancelled_at: now });`)).toBe(0);
    expect(caught(`seen.set(party.booking_id, 3); // checkout_sessions`)).toBe(0);
  });
});
