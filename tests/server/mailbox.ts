import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process that keeps every letter it receives. */
export async function startMailbox() {
  const letters: ParsedMail[] = [];
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refuse > 0) {
        refuse -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('почтовый ящик временно недоступен'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          letters.push(parsed);
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    letters,
    /** The next `count` deliveries fail with a temporary error. */
    refuseNext(count: number) {
      refuse = count;
    },
    /** Waits for a letter to this address whose subject matches. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 10_000): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = letters.find((l) => (l.to && !Array.isArray(l.to) ? l.to.text : '').includes(to) && subject.test(l.subject ?? ''));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`письмо «${subject}» для ${to} не пришло; пришли: ${letters.map((l) => l.subject).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/** The first link in a letter's text that starts with the given prefix. */
export function linkIn(letter: ParsedMail, prefix: string): string {
  const match = (letter.text ?? '').match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\S+`));
  if (!match) throw new Error(`в письме «${letter.subject}» нет ссылки ${prefix}`);
  return match[0];
}
