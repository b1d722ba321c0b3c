<?php
/**
 * The size limits of the PHP half (docs/CONTRIBUTING.md "Size limits"): no function or method in
 * includes/ over 80 lines and no file there over 700 lines. A class that grows past them holds
 * more than one job and is split before it lands. tests/unit/code-size.test.ts holds src/ and
 * blocks/ to theirs.
 *
 * @package Frontage
 */

use Frontage\Tests\Test_Case;

/**
 * Lines per function and per file in includes/.
 */
final class Test_Code_Size extends Test_Case {

	/**
	 * Longest function, in lines, from `function` to its closing brace.
	 */
	private const MAX_FUNCTION_LINES = 80;

	/**
	 * Longest file, in lines.
	 */
	private const MAX_FILE_LINES = 700;

	/**
	 * Every PHP file under includes/.
	 *
	 * @return string[] Absolute paths.
	 */
	private static function files(): array {
		$found = array();
		$walk  = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( FRONTAGE_DIR . 'includes', FilesystemIterator::SKIP_DOTS ) );
		foreach ( $walk as $file ) {
			if ( 'php' === $file->getExtension() ) {
				$found[] = $file->getPathname();
			}
		}
		sort( $found );
		return $found;
	}

	/**
	 * The functions of one file longer than the limit, as "path:line name (n lines)".
	 *
	 * @param string $path Absolute path.
	 * @return string[]
	 */
	private static function long_functions( string $path ): array {
		$tokens = PhpToken::tokenize( (string) file_get_contents( $path ) );
		$count  = count( $tokens );
		$long   = array();
		for ( $i = 0; $i < $count; $i++ ) {
			if ( ! $tokens[ $i ]->is( T_FUNCTION ) ) {
				continue;
			}
			$name = '(closure)';
			$open = $i + 1;
			while ( $open < $count && ! $tokens[ $open ]->is( array( '{', ';' ) ) ) {
				if ( '(closure)' === $name && $tokens[ $open ]->is( T_STRING ) ) {
					$name = $tokens[ $open ]->text;
				}
				++$open;
			}
			if ( $open >= $count || $tokens[ $open ]->is( ';' ) ) {
				continue; // An abstract or interface method: no body.
			}
			$depth = 0;
			for ( $close = $open; $close < $count; $close++ ) {
				if ( $tokens[ $close ]->is( array( '{', T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES ) ) ) {
					++$depth;
				} elseif ( $tokens[ $close ]->is( '}' ) && 0 === --$depth ) {
					break;
				}
			}
			$lines = $tokens[ min( $close, $count - 1 ) ]->line - $tokens[ $i ]->line + 1;
			if ( $lines > self::MAX_FUNCTION_LINES ) {
				$long[] = sprintf( '%s:%d %s (%d lines)', self::relative( $path ), $tokens[ $i ]->line, $name, $lines );
			}
		}
		return $long;
	}

	/**
	 * A path as the plugin's folder names it.
	 *
	 * @param string $path Absolute path.
	 * @return string
	 */
	private static function relative( string $path ): string {
		return substr( $path, strlen( FRONTAGE_DIR ) );
	}

	/**
	 * The walk finds the classes it measures.
	 */
	public function test_it_measures_the_includes_folder(): void {
		$files = array_map( array( self::class, 'relative' ), self::files() );
		$this->assertContains( 'includes/files/class-library.php', $files );
		$this->assertGreaterThan( 100, count( $files ) );
	}

	/**
	 * The measure counts a long function: a 90-line method is reported with its name and line.
	 */
	public function test_a_long_function_is_reported(): void {
		$path = get_temp_dir() . 'frontage-code-size-' . wp_generate_password( 8, false ) . '.php';
		file_put_contents( $path, "<?php\nclass Sample {\n\tpublic function short() { return 1; }\n\tpublic function long_one() {\n" . str_repeat( "\t\t\$a = 1;\n", 88 ) . "\t}\n}\n" );
		try {
			$long = self::long_functions( $path );
		} finally {
			unlink( $path );
		}
		$this->assertCount( 1, $long );
		$this->assertStringEndsWith( ':4 long_one (90 lines)', $long[0] );
	}

	/**
	 * No function in includes/ is over 80 lines.
	 */
	public function test_no_function_is_over_the_limit(): void {
		$this->assertSame( array(), array_merge( ...array_map( array( self::class, 'long_functions' ), self::files() ) ) );
	}

	/**
	 * No file in includes/ is over 700 lines.
	 */
	public function test_no_file_is_over_the_limit(): void {
		$long = array();
		foreach ( self::files() as $path ) {
			$lines = count( file( $path ) );
			if ( $lines > self::MAX_FILE_LINES ) {
				$long[] = sprintf( '%s (%d lines)', self::relative( $path ), $lines );
			}
		}
		$this->assertSame( array(), $long );
	}
}
