// `npm run dev`: the server with reload on change, and Vite with hot reload for the customer app
// and the console, both proxying the API and the socket to the server.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '8080';
const env = { ...process.env, PORT: apiPort, API_PORT: apiPort };

const children = [
  spawn('npm', ['run', 'dev', '-w', '@demo/server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@demo/web', '--', '--port', '5173'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@demo/console', '--', '--port', '5174'], { stdio: 'inherit', env }),
];

console.log(
  `dev: API on http://localhost:${apiPort}, app on http://localhost:5173, console on http://localhost:5174/console/`,
);

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
