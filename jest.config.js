/**
 * jest through wp-scripts: unit tests beside the code (src/**\/*.test.ts) and in tests/unit.
 */
const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	// Frontage's shared scripts (webpack.config.js SHARED_SCRIPTS) are their source under test.
	moduleNameMapper: {
		...defaultConfig.moduleNameMapper,
		'^@frontage/theme-dialog$': '<rootDir>/src/shared/dialog.ts',
	},
	testPathIgnorePatterns: [
		'/node_modules/',
		'<rootDir>/build/',
		'<rootDir>/.site/',
		'<rootDir>/tests/e2e/',
	],
};
