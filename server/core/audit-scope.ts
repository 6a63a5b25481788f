import { AsyncLocalStorage } from 'node:async_hooks';
import type { EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';
import type { Actor } from './permissions.js';

interface StaffWork {
  actorId: number;
  /** Names what a whole piece of work is (`import`, `bulk`) instead of each row's create/update/delete. */
  action?: string;
}

const work = new AsyncLocalStorage<StaffWork>();

const isStaff = (actor: Actor | null): actor is Actor => actor?.role === 'Admin' || actor?.role === 'SuperUser';

/** Runs a request's handlers so that a staff member's writes are recorded in the audit log as theirs. */
export function runAsCaller<T>(actor: Actor | null, handle: () => T): T {
  return isStaff(actor) ? work.run({ actorId: actor.id }, handle) : handle();
}

/** Runs background work started during a request as the shop's own, not the caller's. */
export function apartFromCaller<T>(handle: () => T): T {
  return work.exit(handle);
}

/** Runs a piece of staff work whose rows are recorded under one action name (an import, a bulk action). */
export function recordedAs<T>(action: string, handle: () => Promise<T>): Promise<T> {
  const current = work.getStore();
  return current ? work.run({ ...current, action }, handle) : handle();
}

/**
 * Marks every transaction begun during staff work with the staff member's id (and the action's
 * name), for the database's audit triggers to read (migration Audit). The mark lives as long as the
 * transaction, so a pooled connection carries nothing over. A staff member's write outside a
 * transaction is not recorded: the services run theirs in one.
 */
export class AuditMark implements EventSubscriber {
  async afterTransactionStart({ em, transaction }: TransactionEventArgs): Promise<void> {
    const current = work.getStore();
    if (!current) return;
    await em
      .getConnection()
      .execute("SELECT set_config('vitrina.actor', ?, true), set_config('vitrina.action', ?, true)", [String(current.actorId), current.action ?? ''], 'run', transaction);
  }
}
