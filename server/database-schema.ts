import { migrationsList } from './migrations/index.js';
import { entities } from './modules/entities.js';
import type { DatabaseSchema } from './core/database.js';

/** What the shop's database holds: every module's entities and the committed migrations, handed to core/database.ts. */
export const databaseSchema: DatabaseSchema = { entities, migrationsList };
