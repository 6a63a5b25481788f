import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ShopTime } from './shop-time.js';

/** Settings read once from the environment (CONTRACT §1); every variable is optional. */
export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  /** Port of the embedded PostgreSQL when DATABASE_URL is unset. */
  embeddedPgPort: number;
  /** In a worker process: the embedded PostgreSQL the primary started (not a setting of the shop's). */
  embeddedUrl?: string;
  /** Worker processes serving the port (WEB_CONCURRENCY; `auto`: the machine's cores, at most 8). */
  webConcurrency: number;
  dataDir: string;
  jwtAccessSecret: string;
  jwtRefreshSecret: string;
  accessTokenTtl: string;
  refreshTokenTtl: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail: string;
  adminPassword?: string;
  notifyEmail: string;
  publicUrl: string;
  seed: 'demo' | 'none';
  rateLimitPerMin: number;
  authRateLimitPerMin: number;
  redisUrl?: string;
  logLevel: string;
  /** How long a stopping instance keeps serving while its health check answers 503 (STOP_GRACE_SECONDS), before it finishes what is in flight and stops. */
  stopGraceSeconds: number;
  /** Express's `trust proxy` (CONTRACT §7): who may tell us the client's address and protocol. */
  trustProxy: boolean | number | string;
  /** Estimated cost above which a GraphQL operation is refused before it runs. */
  graphqlMaxCost: number;
  /** Calls to the delivery service's checkout reads (cities, points, quotes) per IP and minute (CONTRACT §20). */
  deliveryRateLimitPerMin: number;
  /** Files one User may upload per hour. */
  uploadsPerHour: number;
  /** The shop's days: order dates, the dashboard, exports. */
  shopTime: ShopTime;
  /** When set, the Yandex Market feed answers only `?token=` equal to it. */
  feedToken?: string;
  /** When set, GET /metrics answers a bearer of it (CONTRACT §22); unset, /metrics is an unknown path. */
  metricsToken?: string;
  /** How many megabytes of anonymous answers the public cache keeps; 0 turns it off. */
  publicCacheMb: number;
  /** When set (S3_URL), pictures live in this S3-compatible bucket instead of DATA_DIR/images. */
  s3?: { url: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string };
  /** At most this many newsletter letters go into the outbox a minute (CONTRACT §15). */
  newsletterPerMinute: number;
  /** How often due back-in-stock letters are looked for, besides right after a catalogue change (CONTRACT §16). */
  stockAlertSeconds: number;
  /** What one client may hold and try (CONTRACT §18). */
  abuse: AbuseLimits;
  /** Days after delivery within which a shopper may ask to return goods (RETURN_DAYS, CONTRACT §19: distance selling). */
  returnDays: number;
  /** ЮKassa (CONTRACT §14): online payment; without a shop id and key no online method can be offered. */
  yookassa: YooKassaSettings;
  /** СДЭК (CONTRACT §20): delivery to pickup points, parcel lockers and doors; without id and secret no СДЭК method can be offered. */
  cdek: CdekSettings;
  /** Backups the shop makes by itself (CONTRACT §22). */
  backups: BackupSettings;
}

export interface BackupSettings {
  /** Hours between scheduled backups; 0 turns them off (BACKUP_EVERY_HOURS: 24 with the embedded PostgreSQL, 0 with DATABASE_URL). */
  everyHours: number;
  /** Where backups go (BACKUP_DIR, default DATA_DIR/backups). */
  dir: string;
  /** How many of the newest scheduled backups are kept (BACKUP_KEEP). */
  keep: number;
}

/** A parcel's weight in grams and its sides in centimetres. */
export interface Parcel {
  weight: number;
  length: number;
  width: number;
  height: number;
}

export interface CdekSettings {
  clientId?: string;
  clientSecret?: string;
  /** API v2 without a trailing slash; `https://api.edu.cdek.ru/v2` is СДЭК's test service. */
  apiUrl: string;
  /** The sender's city code at СДЭК (CDEK_FROM_LOCATION); 44 is Москва. */
  fromLocation: number;
  /** Register a shipment as soon as an order is paid (CDEK_AUTO_SHIP=1). */
  autoShip: boolean;
  /** How often unfinished shipments are read back from СДЭК, in minutes. */
  checkMinutes: number;
  /** The parcel of a variant and product that say nothing of their own (DEFAULT_PARCEL). */
  defaultParcel: Parcel;
  /** Yandex Maps' JavaScript API key (YANDEX_MAPS_API_KEY): with it the checkout shows the points on a map too. */
  mapKey?: string;
}

export interface YooKassaSettings {
  shopId?: string;
  secretKey?: string;
  apiUrl: string;
  /** Addresses ЮKassa sends notifications from (CIDR ranges or single addresses). */
  notifyIps: string[];
  /** The receipt's `vat_code` for every item (54-ФЗ); 1 is «без НДС». */
  vatCode: number;
  /** The receipt's `tax_system_code`, when the shop's cash register needs it. */
  taxSystem?: number;
  /** How often a pending payment is read back from ЮKassa, in seconds. */
  checkSeconds: number;
  /** How long an order paid online holds its stock unpaid before it is cancelled, in minutes (CONTRACT §16). */
  reservationMinutes: number;
}

/** What one client may hold and try (CONTRACT §18). */
export interface AbuseLimits {
  /** Units of one variant a basket line holds (MAX_LINE_QUANTITY). */
  maxLineQuantity: number;
  /** Online orders awaiting payment at once, per normalised email or phone and per address. */
  unpaidPerContact: number;
  unpaidPerIp: number;
  /** Refused promo codes per basket and per address in 10 minutes (PROMO_ATTEMPTS). */
  promoAttempts: number;
}

/** The source addresses ЮKassa publishes for its notifications. */
const YOOKASSA_IPS = '185.71.76.0/27,185.71.77.0/27,77.75.153.0/25,77.75.156.11,77.75.156.35,77.75.154.128/25,2a02:5180::/32';

/** A zone name Intl knows (and with it PostgreSQL, which reads the same IANA database). */
function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('localhost'),
  DATABASE_URL: z.string().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  VITRINA_EMBEDDED_URL: z.string().optional(),
  WEB_CONCURRENCY: z
    .string()
    .trim()
    .regex(/^(auto|[1-9]|[12]\d|3[0-2])$/, 'нужно число процессов от 1 до 32 или auto')
    .default('1')
    .transform((value) => (value === 'auto' ? Math.min(availableParallelism(), 8) : Number(value))),
  DATA_DIR: z.string().default('./.data'),
  JWT_ACCESS_SECRET: z.string().optional(),
  JWT_REFRESH_SECRET: z.string().optional(),
  ACCESS_TOKEN_TTL: z.string().default('15m'),
  REFRESH_TOKEN_TTL: z.string().default('30d'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Магазин <shop@localhost>'),
  ADMIN_EMAIL: z.email().default('admin@shop.local'),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  NOTIFY_EMAIL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  RATE_LIMIT_PER_MIN: z.coerce.number().int().positive().default(600),
  AUTH_RATE_LIMIT_PER_MIN: z.coerce.number().int().positive().default(10),
  DELIVERY_RATE_LIMIT_PER_MIN: z.coerce.number().int().positive().default(60),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  TRUST_PROXY: z.string().default('loopback'),
  GRAPHQL_MAX_COST: z.coerce.number().int().positive().default(5000),
  UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(60),
  SHOP_TIMEZONE: z
    .string()
    .default('Europe/Moscow')
    .refine(knownZone, 'неизвестный часовой пояс: нужно имя из базы IANA, например Europe/Moscow'),
  FEED_TOKEN: z.string().optional(),
  METRICS_TOKEN: z.string().trim().min(16, 'нужно не меньше 16 знаков: случайная строка, например из openssl rand -hex 32').regex(/^\S+$/, 'токен без пробелов').optional(),
  PUBLIC_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  S3_URL: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  YOOKASSA_SHOP_ID: z.string().optional(),
  YOOKASSA_SECRET_KEY: z.string().optional(),
  YOOKASSA_API_URL: z.url().default('https://api.yookassa.ru/v3'),
  YOOKASSA_NOTIFY_IPS: z.string().default(YOOKASSA_IPS),
  SHOP_VAT_CODE: z.coerce.number().int().min(1).max(12).default(1),
  SHOP_TAX_SYSTEM: z.coerce.number().int().min(1).max(6).optional(),
  NEWSLETTER_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  PAYMENT_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(180),
  STOCK_ALERT_SECONDS: z.coerce.number().min(0.05).max(3600).default(5),
  RESERVATION_MINUTES: z.coerce.number().min(0.01).max(10_080).default(30),
  MAX_LINE_QUANTITY: z.coerce.number().int().min(1).max(1_000_000).default(10),
  MAX_UNPAID_ORDERS_PER_CONTACT: z.coerce.number().int().min(1).max(1_000_000).default(3),
  MAX_UNPAID_ORDERS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(10),
  PROMO_ATTEMPTS: z.coerce.number().int().min(1).max(1_000_000).default(10),
  RETURN_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  CDEK_CLIENT_ID: z.string().optional(),
  CDEK_CLIENT_SECRET: z.string().optional(),
  CDEK_API_URL: z.url().default('https://api.cdek.ru/v2'),
  CDEK_FROM_LOCATION: z.coerce.number().int().positive().default(44),
  CDEK_AUTO_SHIP: z.enum(['0', '1'], 'нужно 1 (передавать заказ в СДЭК при оплате) или 0').default('0'),
  YANDEX_MAPS_API_KEY: z.string().trim().regex(/^[\w-]{8,100}$/, 'нужен ключ JavaScript API Яндекс Карт из кабинета разработчика').optional(),
  BACKUP_EVERY_HOURS: z.coerce.number('нужно число часов между резервными копиями, 0 — не делать их').min(0, 'нужно число часов не меньше 0 (0 — не делать резервные копии)').max(8760, 'не больше 8760 часов (год)').optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number('нужно число хранимых резервных копий').int('нужно целое число хранимых резервных копий').min(1, 'хранить нужно хотя бы одну резервную копию').max(10_000, 'не больше 10 000 резервных копий').default(7),
  STOP_GRACE_SECONDS: z.coerce.number().min(0).max(8).default(2),
  DELIVERY_CHECK_MINUTES: z.coerce.number().min(0.01).max(10_080).default(30),
  DEFAULT_PARCEL: z
    .string()
    .default('500:30x20x10')
    .transform((value, ctx) => {
      const match = /^(\d+):(\d+)x(\d+)x(\d+)$/.exec(value.replace(/\s+/g, '').toLowerCase());
      const [weight, length, width, height] = (match?.slice(1) ?? []).map(Number);
      if (match && weight > 0 && length > 0 && width > 0 && height > 0) return { weight, length, width, height };
      ctx.addIssue({ code: 'custom', message: 'нужен вес в граммах и размеры в сантиметрах, например 500:30x20x10' });
      return z.NEVER;
    }),
});

/** The S3 picture store, when S3_URL is set: then the bucket and both keys are required. */
function s3Settings(e: z.infer<typeof env>): Config['s3'] {
  if (!e.S3_URL) return undefined;
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !e[name]);
  if (missing.length) throw new Error(`Неверные переменные окружения: ${missing.map((name) => `${name}: обязательна, когда задана S3_URL`).join('; ')}`);
  return { url: e.S3_URL, bucket: e.S3_BUCKET!, accessKeyId: e.S3_ACCESS_KEY_ID!, secretAccessKey: e.S3_SECRET_ACCESS_KEY!, region: e.S3_REGION };
}

/** Secrets not given in the environment are generated once and kept in DATA_DIR, so tokens survive a restart. */
function persistedSecrets(dataDir: string): { access: string; refresh: string } {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = { access: randomBytes(48).toString('base64url'), refresh: randomBytes(48).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/** `true`/`false`, a number of hops, or Express's list of addresses and names (`loopback, 10.0.0.0/8`). */
function proxySetting(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Неверные переменные окружения: ${fields}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const secrets = e.JWT_ACCESS_SECRET && e.JWT_REFRESH_SECRET ? undefined : persistedSecrets(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    embeddedUrl: e.VITRINA_EMBEDDED_URL,
    webConcurrency: e.WEB_CONCURRENCY,
    dataDir,
    jwtAccessSecret: e.JWT_ACCESS_SECRET ?? secrets!.access,
    jwtRefreshSecret: e.JWT_REFRESH_SECRET ?? secrets!.refresh,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    notifyEmail: e.NOTIFY_EMAIL ?? e.ADMIN_EMAIL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    seed: e.SEED,
    rateLimitPerMin: e.RATE_LIMIT_PER_MIN,
    authRateLimitPerMin: e.AUTH_RATE_LIMIT_PER_MIN,
    deliveryRateLimitPerMin: e.DELIVERY_RATE_LIMIT_PER_MIN,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    stopGraceSeconds: e.STOP_GRACE_SECONDS,
    trustProxy: proxySetting(e.TRUST_PROXY),
    graphqlMaxCost: e.GRAPHQL_MAX_COST,
    uploadsPerHour: e.UPLOADS_PER_HOUR,
    shopTime: new ShopTime(e.SHOP_TIMEZONE),
    feedToken: e.FEED_TOKEN,
    metricsToken: e.METRICS_TOKEN,
    publicCacheMb: e.PUBLIC_CACHE_MB,
    s3: s3Settings(e),
    newsletterPerMinute: e.NEWSLETTER_PER_MINUTE,
    stockAlertSeconds: e.STOCK_ALERT_SECONDS,
    abuse: {
      maxLineQuantity: e.MAX_LINE_QUANTITY,
      unpaidPerContact: e.MAX_UNPAID_ORDERS_PER_CONTACT,
      unpaidPerIp: e.MAX_UNPAID_ORDERS_PER_IP,
      promoAttempts: e.PROMO_ATTEMPTS,
    },
    returnDays: e.RETURN_DAYS,
    yookassa: {
      shopId: e.YOOKASSA_SHOP_ID,
      secretKey: e.YOOKASSA_SECRET_KEY,
      apiUrl: e.YOOKASSA_API_URL.replace(/\/$/, ''),
      notifyIps: e.YOOKASSA_NOTIFY_IPS.split(',').map((ip) => ip.trim()).filter(Boolean),
      vatCode: e.SHOP_VAT_CODE,
      taxSystem: e.SHOP_TAX_SYSTEM,
      checkSeconds: e.PAYMENT_CHECK_SECONDS,
      reservationMinutes: e.RESERVATION_MINUTES,
    },
    cdek: {
      clientId: e.CDEK_CLIENT_ID,
      clientSecret: e.CDEK_CLIENT_SECRET,
      apiUrl: e.CDEK_API_URL.replace(/\/+$/, ''),
      fromLocation: e.CDEK_FROM_LOCATION,
      autoShip: e.CDEK_AUTO_SHIP === '1',
      checkMinutes: e.DELIVERY_CHECK_MINUTES,
      defaultParcel: e.DEFAULT_PARCEL,
      mapKey: e.YANDEX_MAPS_API_KEY,
    },
    backups: { everyHours: e.BACKUP_EVERY_HOURS ?? (e.DATABASE_URL ? 0 : 24), dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, 'backups'), keep: e.BACKUP_KEEP },
  };
}
