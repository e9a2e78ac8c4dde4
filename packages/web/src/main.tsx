import { render } from 'preact';
import { App } from './app/App.js';
import './style.css';

render(<App />, document.getElementById('app')!);
