/**
 * jest through wp-scripts: unit tests beside the code (src/**\/*.test.ts) and in tests/unit.
 */
const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	testPathIgnorePatterns: [
		'/node_modules/',
		'<rootDir>/build/',
		'<rootDir>/.site/',
		'<rootDir>/tests/e2e/',
	],
};
