import '@fontsource/barlow/400.css';
import '@fontsource/barlow/700.css';
import '@fontsource/noto-nastaliq-urdu/400.css';
import './styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';

const root = document.getElementById('console');
if (root) createRoot(root).render(<App />);
