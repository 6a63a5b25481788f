import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Parcel } from '../../core/config.js';
import type { Context } from '../../core/context.js';
import { badInput, notFound, refusal } from '../../core/errors.js';
import { id as idSchema, parse } from '../../core/validation.js';
import type { Carrier as ShopCarrier, OrderShipping } from '../shop/order-shipping.service.js';
import { CarrierRefused, CarrierUnavailable, type Carrier, type ShipmentState, type ShipmentView } from './carrier.js';
import { Shipment } from './shipment.entity.js';
import { shipmentOf } from './shipment-request.js';

/** How far a shipment has got: a state never goes back to a lower one. */
const rank: Record<ShipmentState, number> = { registering: 0, registered: 1, shipped: 2, problem: 3, delivered: 4 };
/** The key of the advisory lock that makes one registration per order at a time. */
const REGISTERING = 4520;

/**
 * Orders handed to a carrier and followed to the shopper (CONTRACT §20): registration by staff
 * or at payment, print forms, and the carrier's statuses — from its notifications and the shop's
 * own read-back, only as read back from the carrier — moving the order through the shop's service.
 */
export class ShipmentService {
  private log?: Logger;
  private em?: () => EntityManager;

  constructor(
    readonly carrier: Carrier,
    private readonly orders: OrderShipping,
    private readonly settings: { parcel: Parcel; publicUrl: string; autoShip: boolean },
  ) {}

  /** Where the carrier's notifications come to. */
  get webhookUrl(): string {
    return `${this.settings.publicUrl}/api/deliveries/cdek`;
  }

  /** Gives the service its database and log for the work nobody asks for by request: auto-ship, the subscription. */
  attach(em: () => EntityManager, log: Logger): void {
    this.em = em;
    this.log = log;
  }

  /** The order's shipment, null while it has not been handed to the carrier. */
  ofOrder(ctx: Context, checkoutId: unknown): Promise<Shipment | null> {
    return ctx.em.findOne(Shipment, { checkoutId: parse(idSchema, checkoutId) });
  }

  /** Staff «Передать в СДЭК». */
  create(ctx: Context, checkoutId: unknown): Promise<Shipment> {
    return this.register(ctx.em, parse(idSchema, checkoutId));
  }

  /**
   * Registers an order at the carrier, once: an order registered already answers its shipment,
   * and the carrier finds an order it made under the shop's number when its
   * answer was lost. The carrier's number becomes the order's track number.
   */
  async register(em: EntityManager, orderId: number): Promise<Shipment> {
    if (!this.carrier.configured) throw refusal(409, 'DELIVERY_UNAVAILABLE', 'СДЭК не подключён: нужны CDEK_CLIENT_ID и CDEK_CLIENT_SECRET', { reason: 'not_configured' });
    return em.transactional(async (tx) => {
      await tx.execute('SELECT pg_advisory_xact_lock(?, ?)', [REGISTERING, orderId]);
      const existing = await tx.findOne(Shipment, { checkoutId: orderId }, { refresh: true });
      if (existing) return existing;
      const shipment = shipmentOf(await this.orders.toShip(tx, orderId), this.settings.parcel);
      const view = await this.ask(() => this.carrier.register(shipment));
      const made = tx.create(Shipment, { checkoutId: orderId, carrier: this.carrier.name, uuid: view.uuid, trackNumber: view.trackNumber, state: view.state, ...lastStatus(view) });
      await tx.flush();
      if (view.trackNumber) await this.orders.tracked(tx, orderId, this.shopCarrier, view.trackNumber);
      return made;
    });
  }

  /** With CDEK_AUTO_SHIP=1, an order paid online goes to the carrier at once; an order the carrier does not take stays with staff. */
  async autoShip(orderId: number): Promise<void> {
    if (!this.settings.autoShip || !this.carrier.configured || !this.em) return;
    await this.register(this.em(), orderId).catch((error) => {
      if (error?.code !== 'DELIVERY_UNAVAILABLE' || error?.status === 503) this.log?.error({ err: error, orderId }, 'не удалось передать оплаченный заказ в СДЭК');
    });
  }

  /** The waybill or the barcode labels of an order's shipment, as PDF. */
  async print(ctx: Context, checkoutId: unknown, form: 'waybill' | 'labels'): Promise<Uint8Array> {
    const shipment = await ctx.em.findOne(Shipment, { checkoutId: parse(idSchema, checkoutId) });
    if (!shipment) throw notFound();
    return this.ask(() => (form === 'waybill' ? this.carrier.waybill(shipment.uuid) : this.carrier.labels(shipment.uuid)));
  }

  /** A notification of the carrier: only the shipment it names counts, read back from the carrier; a shipment the shop does not know is ignored. */
  async notified(ctx: Context, body: unknown): Promise<{ accepted: true }> {
    const uuid = this.carrier.notified(body);
    if (!uuid) throw badInput({ uuid: 'Ожидается уведомление ORDER_STATUS с uuid заказа' });
    if (await ctx.em.count(Shipment, { uuid })) await this.follow(ctx.em, uuid);
    return { accepted: true };
  }

  /** Reads a shipment back from the carrier and applies what it says; answers whether its state changed. */
  async follow(em: EntityManager, uuid: string): Promise<boolean> {
    const view = await this.ask(() => this.carrier.shipment(uuid));
    const changed = await em.transactional((tx) => this.apply(tx, uuid, view));
    this.orders.deliverLetters();
    return changed;
  }

  /**
   * The shop's own read-back (every DELIVERY_CHECK_MINUTES): each unfinished shipment not read
   * since this pass began, one at a time under its lock; several instances skip each other's.
   * Stops when the carrier does not answer. Answers how many changed.
   */
  async readBack(em: EntityManager): Promise<number> {
    const [{ began }] = await em.execute<{ began: string }[]>('SELECT clock_timestamp() AS began');
    let changed = 0;
    for (;;) {
      const step = await em.transactional(async (tx) => {
        const [due] = await tx.execute<{ uuid: string }[]>(
          `SELECT uuid FROM shipment WHERE state IN ('registering', 'registered', 'shipped') AND checked_at < ?
           ORDER BY checked_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [began],
        );
        if (!due) return null;
        const view = await this.carrier.shipment(due.uuid).catch(async (error) => {
          // A shipment the carrier refuses to show is logged and passed over, not read again and again in this pass.
          if (!(error instanceof CarrierRefused)) throw error;
          this.log?.warn({ err: error, uuid: due.uuid }, 'СДЭК не показал отправление');
          await tx.execute('UPDATE shipment SET checked_at = clock_timestamp() WHERE uuid = ?', [due.uuid]);
          return null;
        });
        return view ? this.apply(tx, due.uuid, view) : false;
      });
      if (step === null) break;
      if (step) changed++;
    }
    this.orders.deliverLetters();
    return changed;
  }

  /** Shipments not yet delivered or stopped, whose status the shop still reads back from the carrier (for /metrics). */
  async awaitingReadBack(em: EntityManager): Promise<number> {
    const [row] = await em.execute<{ count: number }[]>(`SELECT count(*)::int AS count FROM shipment WHERE state IN ('registering', 'registered', 'shipped')`);
    return row.count;
  }

  /** Asks the carrier to send its notifications to the shop; answers whether it agreed (a failure is logged). */
  async subscribe(): Promise<boolean> {
    if (!this.carrier.configured) return false;
    return this.carrier.subscribe(this.webhookUrl).then(
      () => true,
      (error) => (this.log?.error({ err: error }, 'не удалось подписаться на уведомления СДЭК'), false),
    );
  }

  /** Applies a read-back under the shipment's lock: its number, its last status, and a state further on moves the order once. */
  private async apply(tx: EntityManager, uuid: string, view: ShipmentView): Promise<boolean> {
    const [row] = await tx.execute<{ id: number; checkout_id: number; state: ShipmentState; track_number: string | null }[]>(
      'SELECT id, checkout_id, state, track_number FROM shipment WHERE uuid = ? FOR UPDATE',
      [uuid],
    );
    if (!row) return false;
    const state = rank[view.state] > rank[row.state] ? view.state : row.state;
    const last = lastStatus(view);
    await tx.execute(
      `UPDATE shipment SET state = ?, track_number = coalesce(?, track_number), status_code = coalesce(?, status_code), status_name = coalesce(?, status_name),
         status_at = coalesce(?, status_at), checked_at = clock_timestamp(), updated_at = now() WHERE id = ?`,
      [state, view.trackNumber, last.statusCode ?? null, last.statusName ?? null, last.statusAt ?? null, row.id],
    );
    if (view.trackNumber && view.trackNumber !== row.track_number) await this.orders.tracked(tx, row.checkout_id, this.shopCarrier, view.trackNumber);
    if (state === row.state) return false;
    if (state === 'shipped' || state === 'delivered') await this.orders.carrierSaid(tx, row.checkout_id, this.shopCarrier, { to: state });
    if (state === 'problem') await this.orders.carrierSaid(tx, row.checkout_id, this.shopCarrier, { problem: last.statusName ?? 'Посылка не доставлена' });
    return true;
  }

  private get shopCarrier(): ShopCarrier {
    return this.carrier.name as ShopCarrier;
  }

  /** A call to the carrier, its failures said as the shop's errors: 503 when it does not answer, 409 when it refuses. */
  private async ask<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof CarrierUnavailable) throw refusal(503, 'DELIVERY_UNAVAILABLE', 'СДЭК сейчас недоступен, попробуйте позже', { reason: 'unavailable' });
      if (error instanceof CarrierRefused) throw refusal(409, 'DELIVERY_UNAVAILABLE', error.message, { reason: 'refused', errors: error.errors });
      throw error;
    }
  }
}

/** The carrier's newest status as a shipment keeps it. */
function lastStatus(view: ShipmentView): { statusCode?: string; statusName?: string; statusAt?: Date } {
  const last = view.statuses.at(-1);
  if (!last) return {};
  const at = new Date(last.at.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
  return { statusCode: last.code, statusName: last.name, ...(Number.isNaN(at.getTime()) ? {} : { statusAt: at }) };
}
