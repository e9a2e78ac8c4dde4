// First: it configures zod before any of the protocol's schemas is built.
import './app/noEval.js';
import { render } from 'preact';
import { App } from './app/App.js';
import './style.css';

render(<App />, document.getElementById('app')!);
