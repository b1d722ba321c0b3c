<?php
/**
 * What the old-links tests seed: WP File Download rows imported through the REST API, and a
 * Download Monitor download with the library file its import makes (docs/migration.md "Old links").
 *
 * @package Frontage
 */

use Frontage\Files\File;
use Frontage\Import\Id_Map;

/**
 * For tests extending Wpfd_Import_Test_Case, whose tearDown removes the source rows and
 * everything an import made (every library file carrying the id map's meta).
 */
trait Legacy_Links_Test_Helpers {

	/**
	 * A WP File Download category with two files (one with a tag and 3 downloads), imported.
	 *
	 * @return array{category: int, file: int, budget: int} Source ids.
	 */
	private function seed_and_import(): array {
		$category = $this->wpfd_category( 'Legacy links reports' );
		$file     = $this->wpfd_file( $category, 'Annual report', "Annual report bytes\n", array( 'hits' => 3 ) );
		$budget   = $this->wpfd_file( $category, 'Budget', "Budget bytes\n" );
		wp_set_current_user( 1 );
		$this->assertSame( 'done', $this->import()['status'] );
		wp_set_current_user( 0 );
		$this->assertNotSame( 0, $this->imported_file( $file ) );
		return array(
			'category' => $category,
			'file'     => $file,
			'budget'   => $budget,
		);
	}

	/**
	 * A Download Monitor download (its post, as Download Monitor writes it) and the library file
	 * a Download Monitor import makes from it (its id map entry `download-monitor:{id}`).
	 *
	 * @param string $title  Title.
	 * @param string $bytes  The file's content.
	 * @param string $status The library file's status.
	 * @return array{0: int, 1: int} The download's id, the library file's id.
	 */
	private function dlm_download( string $title, string $bytes, string $status = 'publish' ): array {
		$download = $this->create_post(
			array(
				'post_type'   => Id_Map::DLM_POST_TYPE,
				'post_title'  => $title,
				'post_name'   => sanitize_title( $title ),
				'post_status' => 'publish',
			)
		);
		wp_set_current_user( 1 );
		$path = wp_tempnam( 'frontage-legacy' );
		file_put_contents( $path, $bytes ); // Plain file functions: test fixture.
		$file = $this->library->create(
			$path,
			sanitize_title( $title ) . '.txt',
			array(
				'title'  => $title,
				'status' => $status,
			)
		);
		wp_set_current_user( 0 );
		$this->assertInstanceOf( File::class, $file );
		Id_Map::remember( 'post', $file->id, Id_Map::DLM . ':' . $download );
		return array( $download, $file->id );
	}
}
