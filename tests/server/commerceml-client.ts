import JSZip from 'jszip';

/** One answer of the exchange: its status and body, split into lines as 1C reads it. */
export interface ExchangeAnswer {
  status: number;
  text: string;
  lines: string[];
}

/** A file 1C sends: its name in the exchange folder and its bytes. */
export interface ExchangeFile {
  name: string;
  bytes: Buffer;
}

/**
 * 1C's side of the site-exchange protocol (CommerceML 2), as 1C:Управление торговлей 11 plays it:
 * `checkauth` with Basic auth, then every call with the session cookie it answered and no password;
 * `init` to learn whether the site takes a zip and how long a piece may be; each file sent in pieces
 * no longer than `file_limit` (and, when asked, shorter ones to exercise appending); `import`
 * repeated while the site answers `progress`; orders read with `sale/query` and confirmed with
 * `sale/success`. Every call is remembered in `calls`, for a test to check the conversation.
 */
export class OneCClient {
  private cookie = '';
  zip = false;
  fileLimit = 0;
  readonly calls: { query: string; status: number; first: string; bytes?: number }[] = [];

  constructor(
    private readonly url: string,
    private readonly email: string,
    private readonly password: string,
  ) {}

  /** One call: Basic auth until checkauth answered a cookie, then only the cookie (as 1C does). */
  async call(query: string, body?: Buffer): Promise<ExchangeAnswer> {
    const headers: Record<string, string> = this.cookie ? { cookie: this.cookie } : { authorization: `Basic ${Buffer.from(`${this.email}:${this.password}`).toString('base64')}` };
    if (body) headers['content-type'] = 'application/octet-stream';
    const response = await fetch(`${this.url}?${query}`, { method: body ? 'POST' : 'GET', headers, body });
    const text = await response.text();
    const lines = text.split(/\r?\n/);
    this.calls.push({ query, status: response.status, first: lines[0], ...(body ? { bytes: body.length } : {}) });
    return { status: response.status, text, lines };
  }

  /** `checkauth`, keeping the cookie `success\n{name}\n{value}` names. */
  async checkauth(type: 'catalog' | 'sale' = 'catalog'): Promise<void> {
    this.cookie = '';
    const answer = await this.expect(`type=${type}&mode=checkauth`, 'success');
    const [, name, value] = answer.lines;
    if (!name || !value) throw new Error(`checkauth без куки: ${answer.text}`);
    this.cookie = `${name}=${value}`;
  }

  /** `init`: reads `zip=yes|no` and `file_limit=…`. */
  async init(type: 'catalog' | 'sale' = 'catalog'): Promise<void> {
    const answer = await this.call(`type=${type}&mode=init`);
    const settings = Object.fromEntries(answer.lines.filter((line) => line.includes('=')).map((line) => line.split('=', 2) as [string, string]));
    this.zip = settings.zip === 'yes';
    this.fileLimit = Number(settings.file_limit);
    if (answer.status !== 200 || !(this.fileLimit > 0)) throw new Error(`init: ${answer.text}`);
  }

  /**
   * Sends one file in pieces: at most `file_limit` bytes each, and at most `piece` when given
   * (smaller pieces, so the site has to append them).
   */
  async send(type: 'catalog' | 'sale', name: string, bytes: Buffer, piece = Infinity): Promise<ExchangeAnswer> {
    const size = Math.max(1, Math.min(this.fileLimit || Infinity, piece));
    let answer: ExchangeAnswer | undefined;
    for (let at = 0; at < bytes.length || !answer; at += size) {
      answer = await this.expect(`type=${type}&mode=file&filename=${encodeURIComponent(name)}`, 'success', bytes.subarray(at, at + size));
    }
    return answer;
  }

  /** `import` of one file, called again while the site answers `progress`; answers how many calls it took. */
  async import(filename: string, maxCalls = 1000): Promise<number> {
    for (let calls = 1; calls <= maxCalls; calls++) {
      const answer = await this.call(`type=catalog&mode=import&filename=${encodeURIComponent(filename)}`);
      if (answer.lines[0] === 'success') return calls;
      if (answer.lines[0] !== 'progress') throw new Error(`import ${filename}: ${answer.text}`);
    }
    throw new Error(`import ${filename}: всё ещё progress после ${maxCalls} вызовов`);
  }

  /**
   * A whole catalogue exchange: checkauth, init, import.xml with its pictures (zipped when the site
   * takes a zip), its import, then offers.xml and its import. `piece` limits the pieces' length.
   */
  async exchangeCatalogue(importXml: Buffer | string, pictures: ExchangeFile[], offersXml?: Buffer | string, piece?: number): Promise<void> {
    await this.checkauth();
    await this.init();
    const catalogue = [{ name: 'import.xml', bytes: Buffer.from(importXml) }, ...pictures];
    if (this.zip) {
      const zip = new JSZip();
      for (const file of catalogue) zip.file(file.name, file.bytes);
      await this.send('catalog', 'import.zip', await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }), piece);
    } else {
      for (const file of catalogue) await this.send('catalog', file.name, file.bytes, piece);
    }
    await this.import('import.xml');
    if (offersXml === undefined) return;
    await this.send('catalog', 'offers.xml', Buffer.from(offersXml), piece);
    await this.import('offers.xml');
  }

  /** Only an offers file (a package of changes): checkauth, init, the file, its import. */
  async exchangeOffers(name: string, xml: Buffer | string): Promise<void> {
    await this.checkauth();
    await this.init();
    await this.send('catalog', name, Buffer.from(xml));
    await this.import(name);
  }

  /** `sale/query`: the orders document the site answers. */
  async queryOrders(): Promise<string> {
    await this.checkauth('sale');
    await this.init('sale');
    const answer = await this.call('type=sale&mode=query');
    if (answer.status !== 200 || !answer.text.includes('КоммерческаяИнформация')) throw new Error(`sale/query: ${answer.text}`);
    return answer.text;
  }

  /** `sale/success`: 1C took the orders it was sent. */
  async confirmOrders(): Promise<void> {
    await this.expect('type=sale&mode=success', 'success');
  }

  private async expect(query: string, first: string, body?: Buffer): Promise<ExchangeAnswer> {
    const answer = await this.call(query, body);
    if (answer.status !== 200 || answer.lines[0] !== first) throw new Error(`${query}: ${answer.status} ${answer.text}`);
    return answer;
  }
}
