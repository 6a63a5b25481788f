import { BlockList, isIPv6 } from 'node:net';

/** The addresses ЮKassa's notifications may come from (YOOKASSA_NOTIFY_IPS): ranges and single addresses, IPv4 and IPv6. */
export class NotifierAddresses {
  private readonly list = new BlockList();

  constructor(entries: string[]) {
    for (const entry of entries) {
      const [address, prefix] = entry.split('/');
      const type = isIPv6(address) ? 'ipv6' : 'ipv4';
      if (prefix === undefined) this.list.addAddress(address, type);
      else this.list.addSubnet(address, Number(prefix), type);
    }
  }

  /** Whether a request's address is one of them (an IPv4 address written as IPv6, `::ffff:1.2.3.4`, counts as IPv4). */
  has(ip: string): boolean {
    const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
    if (v4) return this.list.check(v4, 'ipv4');
    try {
      return this.list.check(ip, isIPv6(ip) ? 'ipv6' : 'ipv4');
    } catch {
      return false;
    }
  }
}
