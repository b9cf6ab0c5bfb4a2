// `npm run dev`: the API with reload (tsx watch) on API_PORT and Vite with hot reload on PORT,
// proxying /api, /storage and /sanctum to the API.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';

const children = [
  // The server's tsconfig says how its e-mail templates' JSX compiles; tsx would look at the root.
  spawn(
    'npx',
    ['tsx', 'watch', '--tsconfig', 'apps/server/tsconfig.json', 'apps/server/src/main.ts'],
    {
      stdio: 'inherit',
      env: { ...process.env, PORT: apiPort, PUBLIC_URL: `http://127.0.0.1:${webPort}` },
    },
  ),
  spawn('npm', ['run', 'dev', '-w', '@backlit/web'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_PORT: webPort, API_PORT: apiPort },
  }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
