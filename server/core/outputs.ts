import { z } from 'zod';

export const int = z.number().int();

/** A moment as JSON carries it: `2026-11-23T10:00:00.000Z`. */
export const timestamp = z.string().meta({ format: 'date-time' });

/** Roubles as a JSON number (CONTRACT §6). */
export const money = z.number().describe('₽');

/** id and timestamps of every stored record. */
export const stamped = { id: int, createdAt: timestamp, updatedAt: timestamp };

/** A list's answer: the rows asked for and how many match the filters in all (CONTRACT §2). */
export const page = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), length: int.describe('Сколько всего записей подходит под фильтры') });

/** What a delete answers. */
export const deleted = z.object({ id: int }).meta({ id: 'Deleted', description: 'Удалённая запись' });

export const message = z.object({ message: z.string() }).meta({ id: 'Message', description: 'Сообщение для человека' });

/** Who: a user's number and email. */
export const userRef = z.object({ id: int, email: z.string() }).meta({ id: 'UserRef' });
