import pg from 'pg';

/**
 * Runs `work` on a connection of its own to a PostgreSQL server, ended after: for what a pooled
 * connection of the app cannot do (create, drop or alter a database).
 */
export async function withPgClient<T>(
  connectionString: string | undefined,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
