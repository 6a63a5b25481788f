import { createReadStream } from 'node:fs';
import { TextDecoder } from 'node:util';
import { SaxesParser } from 'saxes';

/** A refusal the exchange answers as `failure\n{message}`: a bad file, a missing one, an unknown mode. */
export class ExchangeError extends Error {
  constructor(
    message: string,
    readonly status = 200,
  ) {
    super(message);
  }
}

/** One element of a CommerceML record, read in full: small pieces (a product, an offer, a document) of a long file. */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/** The first child of that name. */
export const child = (node: XmlNode | undefined, name: string): XmlNode | undefined => node?.children.find((c) => c.name === name);
/** Every child of that name. */
export const children = (node: XmlNode | undefined, name: string): XmlNode[] => node?.children.filter((c) => c.name === name) ?? [];
/** The trimmed text of a path of children (`text(offer, 'Цены', 'Цена', 'ЦенаЗаЕдиницу')`), '' when absent. */
export function text(node: XmlNode | undefined, ...path: string[]): string {
  let at = node;
  for (const name of path) at = child(at, name);
  return at?.text.trim() ?? '';
}

/** `true`, `истина`, `1` in any case. */
export const truthy = (value: string | undefined) => /^(true|истина|1|да)$/i.test((value ?? '').trim());

/** Versions of the format the exchange reads (CONTRACT §11: 2.05–2.10; 2.03–2.04 differ in nothing read here). */
const VERSION = /^2\.(0[3-9]|10)\d*$/;

const ROOT = 'КоммерческаяИнформация';

/** The deepest nesting a file may have, the root counted: CommerceML needs about a dozen levels. */
export const MAX_DEPTH = 64;

/** How much of a file is parsed before the event loop gets its turn: a few milliseconds of work. */
const CHUNK = 64 * 1024;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `cml:Товар` and `Товар` alike: namespaces may or may not be declared. */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** The file's declared encoding (1C may write windows-1251), from its first bytes. */
function declaredEncoding(head: Buffer): string {
  const declaration = /^(?:\uFEFF)?<\?xml[^>]*encoding\s*=\s*["']([\w-]+)["']/i.exec(head.toString('latin1'));
  const encoding = declaration?.[1].toLowerCase() ?? 'utf-8';
  try {
    new TextDecoder(encoding);
    return encoding;
  } catch {
    throw new ExchangeError(`Неизвестная кодировка файла: ${encoding}`);
  }
}

export interface ReadHandlers {
  /**
   * Paths below the root (`Каталог/Товары/Товар`) whose elements are read whole and handed over;
   * a handler may be async: records wait in a queue while the parser is paused between chunks.
   */
  records: Record<string, (node: XmlNode) => void | Promise<void>>;
  /**
   * Paths whose records are handed over in batches of consecutive ones (a product, an offer): one
   * statement per table for a batch instead of one per record. A slice's first batch is one record,
   * each next one twice as long (up to BATCH), so a near deadline still stops after few records.
   */
  batches?: Record<string, (nodes: XmlNode[]) => Promise<void>>;
  /** Every other element's opening, by its path below the root, with its attributes. */
  open?(path: string, attrs: Record<string, string>): void;
  /** A record an earlier slice already imported: read again (for what the end of the file needs), not imported. */
  skipped?(path: string, node: XmlNode): void;
}

/** Which part of a long file one call imports: records after `skip`, until `deadline` (a `Date.now()` value) passes. */
export interface ReadSlice {
  skip: number;
  deadline: number;
}

export const WHOLE_FILE: ReadSlice = { skip: 0, deadline: Infinity };

/** The longest batch of records handed over at once. */
export const BATCH = 500;

export interface ReadResult {
  root: Record<string, string>;
  /** How many records are done when the deadline stopped the reading; null when the file was read to its end. */
  stoppedAt: number | null;
}

/**
 * Reads a CommerceML 2 file as a stream (saxes): only the records being read are held, never the
 * document, so a file of tens of megabytes costs a few of its products in memory. Refuses a
 * malformed file, one whose root is not КоммерческаяИнформация, versions other than 2.0x/2.10 and
 * nesting deeper than MAX_DEPTH. Each element's path is its parent's plus its name, so the cost is
 * in proportion to the file's size; the file is parsed in chunks of CHUNK with the event loop's
 * turn between them, so a long file never holds up other requests.
 * Records are numbered in file order, so a long file is imported in slices, each call resuming
 * after the last record the previous one finished.
 */
export async function readCommerceML(file: string, handlers: ReadHandlers, slice: ReadSlice = WHOLE_FILE): Promise<ReadResult> {
  const parser = new SaxesParser({ xmlns: false });
  /** The path below the root of each open element, innermost last. */
  const path: string[] = [];
  const building: XmlNode[] = [];
  const ready: [XmlNode, string][] = [];
  let root: Record<string, string> | undefined;

  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    const attrs = Object.fromEntries(Object.entries(tag.attributes as Record<string, string>).map(([key, value]) => [local(key), value]));
    if (!root) {
      if (name !== ROOT) throw new ExchangeError(`Файл не является документом CommerceML 2: корневой элемент «${name}»`);
      const version = attrs['ВерсияСхемы'];
      if (version && !VERSION.test(version.trim())) throw new ExchangeError(`Версия формата ${version} не поддерживается: ожидается 2.05–2.10`);
      root = attrs;
      return;
    }
    if (path.length + 1 >= MAX_DEPTH) throw new ExchangeError(`Файл вложен глубже ${MAX_DEPTH} уровней`);
    const at = path.length ? `${path.at(-1)}/${name}` : name;
    path.push(at);
    const node: XmlNode = { name, attrs, children: [], text: '' };
    if (building.length) building.at(-1)!.children.push(node);
    else if (at in handlers.records || at in (handlers.batches ?? {})) building.push(node);
    else handlers.open?.(at, attrs);
    if (building.length && building.at(-1) !== node) building.push(node);
  });
  const addText = (value: string) => {
    if (building.length) building.at(-1)!.text += value;
  };
  parser.on('error', (error) => {
    throw new ExchangeError(`Файл XML повреждён: ${error.message.replace(/^undefined:/, 'строка ')}`);
  });
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const node = building.pop();
    if (node && !building.length) ready.push([node, path.at(-1)!]);
    path.pop();
  });

  let count = 0;
  let stoppedAt: number | null = null;
  let size = 1;
  const drain = async () => {
    while (ready.length && stoppedAt === null) {
      const [node, at] = ready.shift()!;
      const index = count++;
      if (index < slice.skip) {
        handlers.skipped?.(at, node);
        continue;
      }
      const batch = handlers.batches?.[at];
      if (batch) {
        const nodes = [node];
        while (nodes.length < size && ready.length && ready[0][1] === at) {
          nodes.push(ready.shift()![0]);
          count++;
        }
        await batch(nodes);
        size = Math.min(size * 2, BATCH);
      } else {
        await handlers.records[at](node);
      }
      if (Date.now() >= slice.deadline) stoppedAt = count;
    }
  };

  let decoder: TextDecoder | undefined;
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: CHUNK })) {
      decoder ??= new TextDecoder(declaredEncoding(chunk as Buffer), { fatal: true });
      parser.write(decoder.decode(chunk as Buffer, { stream: true }));
      await drain();
      if (stoppedAt !== null) return { root: root!, stoppedAt };
      await nextTurn();
    }
    parser.write(decoder?.decode() ?? '').close();
  } catch (error) {
    if (error instanceof ExchangeError || !(error instanceof Error)) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ExchangeError('Файл не найден: сначала передайте его (mode=file)');
    if (error instanceof TypeError && /decode|encod/i.test(error.message)) throw new ExchangeError('Файл не читается в заявленной кодировке');
    throw error;
  }
  if (!root) throw new ExchangeError('Файл пуст или не является документом CommerceML 2');
  await drain();
  return { root, stoppedAt };
}
