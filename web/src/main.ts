import './styles.css';
import { startApp } from './app';

void startApp({ page: 'app' });
