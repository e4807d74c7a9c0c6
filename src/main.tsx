import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/700.css';
import './styles/global.scss';
import { boot } from './app/boot';

const container = document.getElementById('root');
if (container) boot(container);
