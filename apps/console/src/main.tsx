// Hindi titles and texts (news, notices, customers' names) on machines without a Devanagari font:
// the Noto Sans Devanagari subset, downloaded only for characters the system fonts cannot draw.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/ConsoleApp';
import './app/global.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
);
