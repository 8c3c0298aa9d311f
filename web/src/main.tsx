import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { installChunkErrorHandler } from './app/chunk-error-handler.ts';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Failed to find the root element');

installChunkErrorHandler();

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
