<?php
/**
 * Tests for includes/files/class-zip-stream.php: archives that PHP's ZipArchive and Info-ZIP's
 * `unzip -t` accept, with the right bytes, methods, names and zip64 records.
 *
 * @package Frontage
 */

use Frontage\Files\Zip_Stream;
use Frontage\Tests\Test_Case;

/**
 * The streaming ZIP writer.
 */
final class Test_Zip_Stream extends Test_Case {

	/**
	 * Temporary files and folders the test made.
	 *
	 * @var string[]
	 */
	private array $temp = array();

	/**
	 * Removes the test's temporary files.
	 */
	protected function tearDown(): void {
		foreach ( array_reverse( $this->temp ) as $path ) {
			if ( is_dir( $path ) ) {
				exec( 'rm -rf ' . escapeshellarg( $path ) ); // exec(): test clean-up of our own folder.
			} elseif ( file_exists( $path ) ) {
				unlink( $path );
			}
		}
		$this->temp = array();
		parent::tearDown();
	}

	/**
	 * Files of every kind come back byte for byte, through ZipArchive (with its consistency
	 * check) and through `unzip -t`.
	 */
	public function test_round_trips_files_of_every_kind(): void {
		$random = random_bytes( 2500000 );
		$text   = str_repeat( "Minutes of the meeting, item by item.\n", 40000 );
		$zip    = $this->write_zip(
			function ( Zip_Stream $zip ) use ( $random, $text ): void {
				$zip->add_file( 'random.bin', $this->file_with( $random ) );
				$zip->add_file( 'minutes.txt', $this->file_with( $text ) );
				$zip->add_string( 'photo.jpg', "\xFF\xD8\xFF\xE0 not really a photo" );
				$zip->add_string( 'empty.txt', '' );
			}
		);

		$this->assertSame(
			array(
				'random.bin'  => $random,
				'minutes.txt' => $text,
				'photo.jpg'   => "\xFF\xD8\xFF\xE0 not really a photo",
				'empty.txt'   => '',
			),
			$this->read_with_zip_archive( $zip )
		);
		$this->assert_unzip_accepts( $zip );
	}

	/**
	 * Already-compressed types and incompressible data are stored; text is deflated; an
	 * explicit method wins.
	 */
	public function test_stores_compressed_types_and_deflates_the_rest(): void {
		$text = str_repeat( 'All work and no play. ', 5000 );
		$zip  = $this->write_zip(
			function ( Zip_Stream $zip ) use ( $text ): void {
				$zip->add_string( 'notes.txt', $text );
				$zip->add_string( 'notes.pdf', $text );
				$zip->add_string( 'Holiday.JPG', $text );
				$zip->add_string( 'archive.zip', $text );
				$zip->add_string( 'noise.dat', random_bytes( 50000 ) );
				$zip->add_string( 'forced.txt', $text, Zip_Stream::METHOD_STORE );
				$zip->add_file( 'big.csv', $this->file_with( str_repeat( "a,b,c\n", 400000 ) ) );
			}
		);

		$methods = $this->methods( $zip );
		$this->assertSame( ZipArchive::CM_DEFLATE, $methods['notes.txt'] );
		$this->assertSame( ZipArchive::CM_STORE, $methods['notes.pdf'] );
		$this->assertSame( ZipArchive::CM_STORE, $methods['Holiday.JPG'] );
		$this->assertSame( ZipArchive::CM_STORE, $methods['archive.zip'] );
		$this->assertSame( ZipArchive::CM_STORE, $methods['noise.dat'], 'Random bytes do not compress: stored.' );
		$this->assertSame( ZipArchive::CM_STORE, $methods['forced.txt'] );
		$this->assertSame( ZipArchive::CM_DEFLATE, $methods['big.csv'] );
		$archive = new ZipArchive();
		$archive->open( $zip );
		$this->assertLessThan( strlen( $text ) / 20, $archive->statName( 'notes.txt' )['comp_size'], 'The text was compressed.' );
		$this->assertSame( strlen( $text ), $archive->statName( 'notes.pdf' )['comp_size'], 'The PDF was stored as is.' );
		$archive->close();
		$this->assertSame( str_repeat( "a,b,c\n", 400000 ), $this->read_with_zip_archive( $zip )['big.csv'] );
		$this->assert_unzip_accepts( $zip );
	}

	/**
	 * UTF-8 names keep their characters and carry the UTF-8 flag (bit 11), with the data
	 * descriptor flag (bit 3), in local and central headers.
	 */
	public function test_writes_utf8_names_with_their_flag(): void {
		$name = 'Résumé — 日本語 ñ.txt';
		$zip  = $this->write_zip(
			static function ( Zip_Stream $zip ) use ( $name ): void {
				$zip->add_string( $name, 'contenu' );
			}
		);

		$this->assertSame( array( $name => 'contenu' ), $this->read_with_zip_archive( $zip ) );
		$bytes = (string) file_get_contents( $zip );
		$local = unpack( 'v', substr( $bytes, 6, 2 ) )[1];
		$this->assertSame( 0x0808, $local & 0x0808, 'Local header: UTF-8 and data descriptor flags.' );
		$central = strpos( $bytes, "PK\x01\x02" );
		$this->assertSame( 0x0808, unpack( 'v', substr( $bytes, $central + 8, 2 ) )[1] & 0x0808, 'Central header: the same flags.' );
		$folder = $this->extract_with_unzip( $zip );
		$this->assertFileExists( $folder . '/' . $name );
	}

	/**
	 * Past the zip64 thresholds (lowered here so small files cross them), entries get zip64
	 * fields and the archive a zip64 end record and locator; readers still accept it.
	 */
	public function test_writes_zip64_records_past_the_thresholds(): void {
		$first  = random_bytes( 3000 );
		$second = str_repeat( 'zip64 ', 2000 );
		$zip    = $this->write_zip(
			static function ( Zip_Stream $zip ) use ( $first, $second ): void {
				$zip->add_string( 'first.bin', $first );
				$zip->add_string( 'second.txt', $second );
				$zip->add_string( 'small.txt', 'tiny' );
				$zip->add_string( 'fourth.txt', 'after the threshold' );
			},
			1000,
			3
		);

		$bytes = (string) file_get_contents( $zip );
		$this->assertStringContainsString( pack( 'V', 0x06064b50 ), $bytes, 'zip64 end of central directory record' );
		$this->assertStringContainsString( pack( 'V', 0x07064b50 ), $bytes, 'zip64 end of central directory locator' );
		$eocd = unpack( 'vdisk/vcd_disk/ventries/vtotal/Vsize/Voffset', substr( $bytes, -18, 16 ) );
		$this->assertSame( 0xFFFF, $eocd['total'], 'The short entry count points to zip64.' );
		$this->assertSame( 0xFFFFFFFF, $eocd['offset'], 'The short offset points to zip64.' );
		$this->assertSame( 45, unpack( 'v', substr( $bytes, 4, 2 ) )[1], 'A large entry needs version 4.5.' );

		$this->assertSame(
			array(
				'first.bin'  => $first,
				'second.txt' => $second,
				'small.txt'  => 'tiny',
				'fourth.txt' => 'after the threshold',
			),
			$this->read_with_zip_archive( $zip )
		);
		$this->assert_unzip_accepts( $zip );
	}

	/**
	 * Small archives have no zip64 record at all.
	 */
	public function test_small_archives_have_no_zip64_records(): void {
		$zip = $this->write_zip(
			static function ( Zip_Stream $zip ): void {
				$zip->add_string( 'a.txt', str_repeat( 'a', 5000 ) );
			}
		);
		$this->assertStringNotContainsString( pack( 'V', 0x06064b50 ), (string) file_get_contents( $zip ) );
	}

	/**
	 * Names that repeat, also in another case, become `name (2).ext`, `name (3).ext`.
	 */
	public function test_makes_duplicate_names_unique(): void {
		$names = array();
		$zip   = $this->write_zip(
			static function ( Zip_Stream $zip ) use ( &$names ): void {
				foreach ( array( 'report.pdf', 'report.pdf', 'Report.pdf', 'report (2).pdf', 'README', 'README', '.htaccess', '.htaccess' ) as $name ) {
					$names[] = $zip->add_string( $name, $name );
				}
			}
		);

		$this->assertSame( array( 'report.pdf', 'report (2).pdf', 'Report (3).pdf', 'report (2) (2).pdf', 'README', 'README (2)', '.htaccess', '.htaccess (2)' ), $names );
		$this->assertSame( array_combine( $names, array( 'report.pdf', 'report.pdf', 'Report.pdf', 'report (2).pdf', 'README', 'README', '.htaccess', '.htaccess' ) ), $this->read_with_zip_archive( $zip ) );
	}

	/**
	 * Names cannot climb out of the folder they are extracted to, be absolute, or carry
	 * characters some systems cannot create.
	 *
	 * @dataProvider provide_unsafe_names
	 *
	 * @param string $given    Name as given.
	 * @param string $expected Name in the archive.
	 */
	public function test_sanitises_names( string $given, string $expected ): void {
		$this->assertSame( $expected, Zip_Stream::safe_name( $given ) );
	}

	/**
	 * Unsafe names and what they become.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function provide_unsafe_names(): array {
		return array(
			'parent folders'       => array( '../../etc/passwd', 'etc/passwd' ),
			'absolute path'        => array( '/var/www/wp-config.php', 'var/www/wp-config.php' ),
			'windows path'         => array( 'C:\\Windows\\..\\system.ini', 'C_/Windows/system.ini' ),
			'dots only'            => array( '..', 'file' ),
			'empty'                => array( '', 'file' ),
			'control characters'   => array( "a\x00b\x1Fc.txt", 'a_b_c.txt' ),
			'windows characters'   => array( 'what? <now>|"yes".txt', 'what_ _now___yes_.txt' ),
			'trailing dots'        => array( 'notes. . ', 'notes' ),
			'device name'          => array( 'CON.txt', '_CON.txt' ),
			'invalid utf-8'        => array( "caf\xE9.txt", "caf\u{FFFD}.txt" ),
			'long name keeps .pdf' => array( str_repeat( 'é', 200 ) . '.pdf', str_repeat( 'é', 125 ) . '.pdf' ),
		);
	}

	/**
	 * An archive of unsafe names extracts inside its folder only.
	 */
	public function test_unsafe_names_extract_inside_the_folder(): void {
		$zip    = $this->write_zip(
			static function ( Zip_Stream $zip ): void {
				$zip->add_string( '../../escape.txt', 'no' );
				$zip->add_string( '/tmp/absolute.txt', 'no' );
			}
		);
		$folder = $this->extract_with_unzip( $zip );
		$this->assertFileExists( $folder . '/escape.txt' );
		$this->assertFileExists( $folder . '/tmp/absolute.txt' );
		$this->assertFileDoesNotExist( dirname( $folder ) . '/escape.txt' );
	}

	/**
	 * The predicted length of a stored-only archive is its exact length, with and without zip64.
	 */
	public function test_predicts_the_exact_length_of_stored_archives(): void {
		$files = array(
			'a.pdf'       => random_bytes( 4000 ),
			'a.PDF'       => random_bytes( 10 ),
			'b.jpg'       => '',
			'Ünïcödé.mp4' => random_bytes( 70000 ),
		);
		foreach ( array( array( Zip_Stream::ZIP64_SIZE, Zip_Stream::ZIP64_ENTRIES ), array( 5000, 2 ) ) as [ $size, $entries ] ) {
			$zip = $this->write_zip(
				static function ( Zip_Stream $zip ) use ( $files ): void {
					foreach ( $files as $name => $bytes ) {
						$zip->add_string( $name, $bytes );
					}
				},
				$size,
				$entries
			);
			$plan = array();
			foreach ( $files as $name => $bytes ) {
				$plan[] = array(
					'name' => $name,
					'size' => strlen( $bytes ),
				);
			}
			$this->assertSame( filesize( $zip ), Zip_Stream::stored_length( $plan, $size, $entries ) );
		}
	}

	/**
	 * Bytes leave as they are read, a chunk at a time, and memory does not grow with the file.
	 */
	public function test_streams_in_chunks_with_flat_memory(): void {
		$path = $this->temp_path();
		$out  = fopen( $path, 'wb' );
		for ( $i = 0; $i < 24; $i++ ) {
			fwrite( $out, random_bytes( 1048576 ) );
		}
		fclose( $out );

		$writes  = 0;
		$largest = 0;
		$zip     = new Zip_Stream(
			static function ( string $bytes ) use ( &$writes, &$largest ): void {
				++$writes;
				$largest = max( $largest, strlen( $bytes ) );
			}
		);
		if ( function_exists( 'memory_reset_peak_usage' ) ) {
			memory_reset_peak_usage();
		}
		$before = memory_get_usage();
		$zip->add_file( 'large.bin', $path );
		$zip->add_file( 'large.txt', $path );
		$zip->finish();

		$this->assertGreaterThanOrEqual( 48, $writes, 'Written chunk by chunk.' );
		$this->assertLessThanOrEqual( Zip_Stream::CHUNK_BYTES + 1024, $largest );
		if ( function_exists( 'memory_reset_peak_usage' ) ) {
			$this->assertLessThan( 8 * 1048576, memory_get_peak_usage() - $before, 'Memory stays far below the 24 MB file.' );
		}
	}

	/**
	 * A file that cannot be read is reported before any of its bytes are written.
	 */
	public function test_refuses_an_unreadable_file_before_writing(): void {
		$written = '';
		$zip     = new Zip_Stream(
			static function ( string $bytes ) use ( &$written ): void {
				$written .= $bytes;
			}
		);
		try {
			$zip->add_file( 'gone.txt', '/nonexistent/frontage/' . wp_generate_password( 8, false ) );
			$this->fail( 'An unreadable file must throw.' );
		} catch ( RuntimeException $error ) {
			$this->assertSame( '', $written );
		}
	}

	/**
	 * Writes an archive to a temporary file.
	 *
	 * @param callable $fill            Adds the entries.
	 * @param int      $zip64_threshold Writer setting.
	 * @param int      $zip64_entries   Writer setting.
	 * @return string The archive's path.
	 */
	private function write_zip( callable $fill, int $zip64_threshold = Zip_Stream::ZIP64_SIZE, int $zip64_entries = Zip_Stream::ZIP64_ENTRIES ): string {
		$path   = $this->temp_path() . '.zip';
		$handle = fopen( $path, 'wb' );
		$zip    = new Zip_Stream(
			static function ( string $bytes ) use ( $handle ): void {
				fwrite( $handle, $bytes );
			},
			$zip64_threshold,
			$zip64_entries
		);
		$fill( $zip );
		$length = $zip->finish();
		fclose( $handle );
		clearstatcache();
		$this->assertSame( $length, filesize( $path ), 'finish() returns the archive length.' );
		return $path;
	}

	/**
	 * Every entry's content, read with ZipArchive after its consistency check.
	 *
	 * @param string $zip Archive path.
	 * @return array<string, string>
	 */
	private function read_with_zip_archive( string $zip ): array {
		$archive = new ZipArchive();
		$this->assertTrue( $archive->open( $zip, ZipArchive::CHECKCONS ), 'ZipArchive opens it with its consistency check.' );
		$entries = array();
		for ( $i = 0; $i < $archive->numFiles; $i++ ) {
			$entries[ $archive->getNameIndex( $i ) ] = (string) $archive->getFromIndex( $i );
		}
		$archive->close();
		return $entries;
	}

	/**
	 * Each entry's compression method.
	 *
	 * @param string $zip Archive path.
	 * @return array<string, int>
	 */
	private function methods( string $zip ): array {
		$archive = new ZipArchive();
		$archive->open( $zip );
		$methods = array();
		for ( $i = 0; $i < $archive->numFiles; $i++ ) {
			$stat                      = $archive->statIndex( $i );
			$methods[ $stat['name'] ] = $stat['comp_method'];
		}
		$archive->close();
		return $methods;
	}

	/**
	 * Asserts that Info-ZIP's `unzip -t` finds no error.
	 *
	 * @param string $zip Archive path.
	 */
	private function assert_unzip_accepts( string $zip ): void {
		$this->require_unzip();
		exec( 'unzip -t ' . escapeshellarg( $zip ) . ' 2>&1', $output, $code );
		$this->assertSame( 0, $code, implode( "\n", $output ) );
		$this->assertStringContainsString( 'No errors detected', implode( "\n", $output ) );
	}

	/**
	 * Extracts with `unzip` into a new folder (inside another, to catch escapes).
	 *
	 * @param string $zip Archive path.
	 * @return string The folder.
	 */
	private function extract_with_unzip( string $zip ): string {
		$this->require_unzip();
		$outer = $this->temp_path();
		unlink( $outer );
		mkdir( $outer . '/inner', 0700, true );
		exec( 'unzip -q ' . escapeshellarg( $zip ) . ' -d ' . escapeshellarg( $outer . '/inner' ) . ' 2>&1', $output, $code );
		$this->assertSame( 0, $code, implode( "\n", $output ) );
		return $outer . '/inner';
	}

	/**
	 * Skips when Info-ZIP's unzip is not installed (apt-get install unzip).
	 */
	private function require_unzip(): void {
		exec( 'command -v unzip', $output, $code );
		if ( 0 !== $code ) {
			$this->markTestSkipped( 'unzip is not installed.' );
		}
	}

	/**
	 * A temporary file with content.
	 *
	 * @param string $bytes Content.
	 * @return string Its path.
	 */
	private function file_with( string $bytes ): string {
		$path = $this->temp_path();
		file_put_contents( $path, $bytes );
		return $path;
	}

	/**
	 * A new temporary path, removed after the test.
	 */
	private function temp_path(): string {
		$path         = (string) tempnam( sys_get_temp_dir(), 'frontage-zip-' );
		$this->temp[] = $path;
		$this->temp[] = $path . '.zip';
		return $path;
	}
}
