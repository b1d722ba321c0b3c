/**
 * React's JSX runtime as the global `ReactJSXRuntime`, which wp-scripts' output expects under the
 * script handle `react-jsx-runtime`. WordPress 6.6+ ships it; Assets registers this build only
 * when WordPress (6.5) does not.
 */
import * as jsxRuntime from 'react/jsx-runtime';

window.ReactJSXRuntime = jsxRuntime;
