// `node --import tsx apps/operator-sandbox/src/main.ts`: the stand-in operator for the demo.
import { configFromEnv, DEMO_SECRET } from './env.ts';
import { startSandbox } from './server.ts';

const config = configFromEnv();
if (config.secret === DEMO_SECRET && config.host !== '127.0.0.1' && config.host !== 'localhost') {
  // The demo secret is public: never let it sign anything reachable from outside this machine.
  throw new Error('OPERATOR_SHARED_SECRET must be set when HOST is not loopback');
}
const sandbox = await startSandbox(config);
console.log(
  `operator sandbox: ${sandbox.url} (SMS inbox ${sandbox.url}/sms), header-enrichment proxy ${sandbox.heUrl} → ${config.heTarget}, callbacks → ${config.callbackUrl}`,
);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
