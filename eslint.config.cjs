/**
 * ESLint for Frontage: wp-scripts' default config, with the right test presets for our layout
 * (jest tests beside the code as *.test.ts, Playwright specs under tests/e2e) and Node globals
 * for the build and tooling scripts.
 */
const wpPlugin = require( '@wordpress/eslint-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );
const globals = require( 'globals' );

module.exports = [
	{
		ignores: [
			'**/build/**',
			'**/node_modules/**',
			'**/vendor/**',
			'.site/**',
			'test-results/**',
			'playwright-report/**',
		],
	},
	...defaultConfig,
	...wpPlugin.configs[ 'test-unit' ].map( ( config ) => ( {
		...config,
		files: [ '**/?(*.)test.{ts,tsx}' ],
	} ) ),
	...wpPlugin.configs[ 'test-playwright' ].map( ( config ) => ( {
		...config,
		files: [ 'tests/e2e/**/*.ts' ],
	} ) ),
	{
		files: [ 'tests/e2e/**/*.ts' ],
		rules: {
			// Playwright fixtures receive a `use` callback, which is not React's use().
			'react-hooks/rules-of-hooks': 'off',
		},
	},
	{
		files: [
			'bin/**/*.mjs',
			'bench/**/*.mjs',
			'*.config.{js,cjs,ts}',
			'webpack.config.js',
		],
		languageOptions: { globals: globals.node },
		rules: {
			// Command-line tools talk to the terminal.
			'no-console': 'off',
		},
	},
];
