/**
 * The size limits of the browser half (docs/CONTRIBUTING.md "Size limits"): no function in src/
 * or blocks/ over 150 lines (test files and their `describe` callbacks included) and no source
 * file there over 700 lines. A part that grows past them is split by job before it lands, so a
 * newcomer never meets a 600-line component again. tests/php/test-code-size.php holds includes/
 * to its own limits.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve( __dirname, '../..' );

/** Longest function, in lines, from its first token to its closing brace. */
const MAX_FUNCTION_LINES = 150;

/** Longest source file, in lines. */
const MAX_FILE_LINES = 700;

/** The folders the browser half lives in. */
const FOLDERS = [ 'src', 'blocks' ];

/**
 * Every source file under a folder: scripts and styles, not generated or vendored ones.
 *
 * @param folder Folder relative to the plugin's root.
 * @return Paths relative to the root.
 */
function sourceFiles( folder: string ): string[] {
	const found: string[] = [];
	const walk = ( relative: string ) => {
		for ( const entry of fs.readdirSync( path.join( ROOT, relative ), {
			withFileTypes: true,
		} ) ) {
			const child = path.join( relative, entry.name );
			if ( entry.isDirectory() ) {
				walk( child );
			} else if ( /\.(tsx?|js|scss|php)$/.test( entry.name ) ) {
				found.push( child );
			}
		}
	};
	walk( folder );
	return found;
}

/**
 * A name a person would search for: the function's own, the variable or property it is
 * assigned to, or the call it is handed to (`describe(…)`).
 *
 * @param node The function.
 * @return The name.
 */
function functionName( node: ts.FunctionLikeDeclaration ): string {
	if ( node.name ) {
		return node.name.getText();
	}
	const parent = node.parent;
	if (
		( ts.isVariableDeclaration( parent ) ||
			ts.isPropertyAssignment( parent ) ) &&
		parent.name
	) {
		return parent.name.getText();
	}
	if ( ts.isCallExpression( parent ) ) {
		return `${ parent.expression.getText() }( … )`;
	}
	return '(anonymous)';
}

/**
 * The functions of a script longer than the limit, as "path:line name (n lines)".
 *
 * @param file Path relative to the root.
 * @return One line per function over the limit.
 */
function longFunctions( file: string ): string[] {
	const text = fs.readFileSync( path.join( ROOT, file ), 'utf8' );
	const source = ts.createSourceFile(
		file,
		text,
		ts.ScriptTarget.Latest,
		true,
		file.endsWith( 'x' ) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
	);
	const found: string[] = [];
	const visit = ( node: ts.Node ) => {
		if ( ts.isFunctionLike( node ) && 'body' in node && node.body ) {
			const first = source.getLineAndCharacterOfPosition(
				node.getStart()
			).line;
			const last = source.getLineAndCharacterOfPosition(
				node.getEnd()
			).line;
			const lines = last - first + 1;
			if ( lines > MAX_FUNCTION_LINES ) {
				found.push(
					`${ file }:${ first + 1 } ${ functionName(
						node as ts.FunctionLikeDeclaration
					) } (${ lines } lines)`
				);
			}
		}
		ts.forEachChild( node, visit );
	};
	visit( source );
	return found;
}

const FILES = FOLDERS.flatMap( sourceFiles );

describe( 'code size in src/ and blocks/', () => {
	it( 'finds the sources it measures', () => {
		expect( FILES ).toContain(
			path.join( 'src', 'search', 'controller.ts' )
		);
		expect( FILES.length ).toBeGreaterThan( 100 );
	} );

	it( `has no function over ${ MAX_FUNCTION_LINES } lines`, () => {
		const scripts = FILES.filter( ( file ) => /\.tsx?$/.test( file ) );
		expect( scripts.flatMap( longFunctions ) ).toEqual( [] );
	} );

	it( `has no source file over ${ MAX_FILE_LINES } lines`, () => {
		const long = FILES.map( ( file ) => ( {
			file,
			lines: fs
				.readFileSync( path.join( ROOT, file ), 'utf8' )
				.replace( /\n$/, '' )
				.split( '\n' ).length,
		} ) )
			.filter( ( { lines } ) => lines > MAX_FILE_LINES )
			.map( ( { file, lines } ) => `${ file } (${ lines } lines)` );
		expect( long ).toEqual( [] );
	} );
} );
