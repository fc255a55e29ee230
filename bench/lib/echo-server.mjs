// The baseline of every ratio: a bare Fastify server that answers a JSON POST with the same
// body in the app's envelope. No plugins, no database, no logging: what this machine's Node and
// Fastify can do at best. Run as its own process (like the real server) by bench/scenarios/echo.ts.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/echo', async (req) => ({ code: 200, data: req.body, error: null }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ address });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
