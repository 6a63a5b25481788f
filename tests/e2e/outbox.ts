import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { inject } from 'vitest';
import { until } from '../until.js';

/** The text of the newest letter to this address in the shop's outbox (.eml files), with quoted-printable soft breaks undone; waits for it to land. */
export function letterTo(email: string, subject: RegExp): Promise<string> {
  const outbox = inject('outbox');
  return until(`письмо для ${email}`, () => {
    const files = (() => {
      try {
        return readdirSync(outbox).sort().reverse();
      } catch {
        return [];
      }
    })();
    for (const file of files) {
      const raw = readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
      const decoded = raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const text = Buffer.from(decoded, 'latin1').toString('utf8');
      if (text.includes(`To: ${email}`) && subject.test(text)) return text;
    }
    return undefined;
  }, { everyMs: 50 });
}

/** Waits for a letter with exactly this subject to land in the outbox; answers whom it went to and its text. */
export function letterWithSubject(subject: string): Promise<{ to: string; text: string }> {
  const outbox = inject('outbox');
  return until(
    `письмо «${subject}»`,
    async () => {
      let files: string[] = [];
      try {
        files = readdirSync(outbox);
      } catch {
        // The outbox appears with the first letter.
      }
      for (const file of files) {
        const letter = await simpleParser(readFileSync(path.join(outbox, file)));
        if (letter.subject === subject) return { to: letter.to && !Array.isArray(letter.to) ? letter.to.text : '', text: letter.text ?? '' };
      }
      return undefined;
    },
    { everyMs: 50 },
  );
}
