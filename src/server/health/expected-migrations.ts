import { migrations } from '../../../migrations'

/** The names of the committed migrations, as Payload records them in `payload_migrations`. */
export const expectedMigrations: readonly string[] = migrations.map((migration) => migration.name)
