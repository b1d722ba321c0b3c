/**
 * Frontage's build: wp-scripts' default config with our own entry points.
 *
 * - one entry per bundle: src/<module>/<bundle>/index.ts(x) → build/<module>/<bundle>/index.js, and
 *   src/<module>/index.ts(x) → build/<module>/index.js for a module that is one bundle. A folder
 *   without an index is not an entry: code the module's bundles or blocks share.
 * - every block: the scripts a blocks/<name>/block.json names → build/blocks/<name>/, with
 *   block.json and its PHP templates copied beside them (register_block_type reads that folder)
 * - build/vendor/react-jsx-runtime.js: React's JSX runtime for WordPress 6.5, which does not
 *   register the `react-jsx-runtime` handle that wp-scripts' output depends on.
 * - SHARED_SCRIPTS: an import that names one of them is not bundled; it becomes the script's
 *   global, and its handle a dependency in the .asset.php (as `@wordpress/*` imports do).
 */
const fs = require( 'fs' );
const path = require( 'path' );
const CopyWebpackPlugin = require( 'copy-webpack-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

// The dependency extraction plugin wp-scripts configures, taken from its config to be configured
// again with SHARED_SCRIPTS (it is wp-scripts' dependency, not ours).
const DependencyExtractionWebpackPlugin = defaultConfig.plugins.find(
	( plugin ) =>
		plugin?.constructor?.name === 'DependencyExtractionWebpackPlugin'
).constructor;

const SRC = path.resolve( __dirname, 'src' );
const BLOCKS = path.resolve( __dirname, 'blocks' );
const SCRIPT_FIELDS = [ 'editorScript', 'script', 'viewScript' ];
const SOURCE_EXTENSIONS = [ '.tsx', '.ts', '.jsx', '.js' ];

/**
 * Frontage's own shared scripts: import name → [ global, handle ]. The handle is registered by
 * Assets::register_scripts() (Assets::SHARED_SCRIPTS), the global set by the script's entry.
 */
const SHARED_SCRIPTS = {
	'@frontage/theme-dialog': [
		'frontageThemeDialog',
		'frontage-theme-dialog',
	],
};

/**
 * The source file for an entry path without extension, or null.
 *
 * @param {string} base Absolute path without extension.
 * @return {string|null} The existing source file.
 */
function findSource( base ) {
	const extension = SOURCE_EXTENSIONS.find( ( ext ) =>
		fs.existsSync( base + ext )
	);
	return extension ? base + extension : null;
}

/**
 * Sub-folders of a folder.
 *
 * @param {string} dir Absolute folder path.
 * @return {string[]} Folder names.
 */
function folders( dir ) {
	return fs.existsSync( dir )
		? fs
				.readdirSync( dir, { withFileTypes: true } )
				.filter( ( entry ) => entry.isDirectory() )
				.map( ( entry ) => entry.name )
		: [];
}

/**
 * The `file:` script paths a block.json names, as they appear there.
 *
 * @param {Object} blockJson Parsed block.json.
 * @return {string[]} Paths like `./view.ts`.
 */
function blockScriptFiles( blockJson ) {
	return SCRIPT_FIELDS.flatMap( ( field ) =>
		[].concat( blockJson[ field ] ?? [] )
	)
		.filter( ( value ) => value.startsWith( 'file:' ) )
		.map( ( value ) => value.slice( 'file:'.length ) );
}

/**
 * Every entry point: the bundles of the modules under src/ and the scripts of blocks under blocks/.
 *
 * @return {Object<string, string>} Entry name → source file.
 */
function entries() {
	const result = {};
	for ( const module of folders( SRC ) ) {
		for ( const folder of [
			module,
			...folders( path.join( SRC, module ) ).map(
				( bundle ) => `${ module }/${ bundle }`
			),
		] ) {
			const source = findSource( path.join( SRC, folder, 'index' ) );
			if ( source ) {
				result[ `${ folder }/index` ] = source;
			}
		}
	}
	for ( const block of folders( BLOCKS ) ) {
		const jsonPath = path.join( BLOCKS, block, 'block.json' );
		if ( ! fs.existsSync( jsonPath ) ) {
			continue;
		}
		const blockJson = JSON.parse( fs.readFileSync( jsonPath, 'utf8' ) );
		for ( const file of blockScriptFiles( blockJson ) ) {
			const base = path
				.join( BLOCKS, block, file )
				.replace( /\.m?[jt]sx?$/, '' );
			const source = findSource( base );
			if ( ! source ) {
				throw new Error(
					`${ jsonPath } names ${ file }, which does not exist.`
				);
			}
			result[ `blocks/${ block }/${ path.basename( base ) }` ] = source;
		}
	}
	return result;
}

/**
 * block.json as WordPress reads it from build/: script paths end in .js.
 *
 * @param {Buffer} content The source block.json.
 * @return {string} The rewritten block.json.
 */
function builtBlockJson( content ) {
	const blockJson = JSON.parse( content.toString() );
	for ( const field of SCRIPT_FIELDS ) {
		if ( blockJson[ field ] ) {
			blockJson[ field ] = []
				.concat( blockJson[ field ] )
				.map( ( value ) => value.replace( /\.m?[jt]sx?$/, '.js' ) );
		}
	}
	return JSON.stringify( blockJson, null, '\t' );
}

/**
 * Starts every generated `.asset.php` with the ABSPATH guard every PHP file of the plugin has, so
 * that one requested straight over HTTP stops at once, like the rest (it would otherwise only
 * return an array and print nothing). Runs after wp-scripts has written them.
 */
const abspathGuardPlugin = {
	apply( compiler ) {
		const { Compilation, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap(
			'FrontageAbspathGuard',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'FrontageAbspathGuard',
						stage: Compilation.PROCESS_ASSETS_STAGE_REPORT,
					},
					( assets ) => {
						for ( const name of Object.keys( assets ) ) {
							const source = assets[ name ].source().toString();
							if (
								name.endsWith( '.asset.php' ) &&
								source.startsWith( '<?php ' ) &&
								! source.includes( 'ABSPATH' )
							) {
								compilation.updateAsset(
									name,
									new sources.RawSource(
										"<?php if ( ! defined( 'ABSPATH' ) ) { exit; } " +
											source.slice( '<?php '.length )
									)
								);
							}
						}
					}
				);
			}
		);
	},
};

const scriptConfig = {
	...defaultConfig,
	entry: entries,
	output: {
		...defaultConfig.output,
		// Two compilers write to build/: keep the other one's output when cleaning.
		clean: { keep: /^(fonts|images|vendor)\// },
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				! ( plugin instanceof DependencyExtractionWebpackPlugin )
		),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal: ( request ) => SHARED_SCRIPTS[ request ]?.[ 0 ],
			requestToHandle: ( request ) => SHARED_SCRIPTS[ request ]?.[ 1 ],
		} ),
		abspathGuardPlugin,
		new CopyWebpackPlugin( {
			patterns: [
				{
					from: '*/block.json',
					context: BLOCKS,
					to: 'blocks/[path][name][ext]',
					noErrorOnMissing: true,
					transform: builtBlockJson,
				},
				{
					from: '*/*.php',
					context: BLOCKS,
					to: 'blocks/[path][name][ext]',
					noErrorOnMissing: true,
				},
			],
		} ),
	],
};

const jsxRuntimeConfig = {
	mode: defaultConfig.mode,
	devtool: false,
	entry: {
		'vendor/react-jsx-runtime': path.resolve(
			SRC,
			'shared/vendor/react-jsx-runtime.js'
		),
	},
	output: {
		path: defaultConfig.output.path,
		filename: '[name].js',
	},
	// Use the React that WordPress ships; only the small JSX runtime is ours.
	externals: { react: 'React' },
	plugins: [
		abspathGuardPlugin,
		{
			// Writes the .asset.php that Assets::register_script() reads for every entry.
			apply( compiler ) {
				compiler.hooks.thisCompilation.tap(
					'FrontageJsxRuntimeAsset',
					( compilation ) => {
						compilation.hooks.processAssets.tap(
							{
								name: 'FrontageJsxRuntimeAsset',
								stage: compiler.webpack.Compilation
									.PROCESS_ASSETS_STAGE_ADDITIONAL,
							},
							() => {
								const version =
									require( 'react/package.json' ).version;
								compilation.emitAsset(
									'vendor/react-jsx-runtime.asset.php',
									new compiler.webpack.sources.RawSource(
										`<?php return array( 'dependencies' => array( 'react' ), 'version' => '${ version }' );\n`
									)
								);
							}
						);
					}
				);
			},
		},
	],
};

module.exports = [ scriptConfig, jsxRuntimeConfig ];
