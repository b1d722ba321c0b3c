<?php
/**
 * Download Monitor's old links after a real import of rows seeded as Download Monitor writes
 * them: its Download button block and its download addresses (docs/migration.md "Old links").
 *
 * @package Frontage
 */

use Frontage\Files\Downloads;
use Frontage\Import\Dlm_Redirect;
use Frontage\Import\Dlm_Source;
use Frontage\Import\Id_Map;
use Frontage\Tests\Dlm_Import_Test_Case;

require_once __DIR__ . '/class-dlm-import-test-case.php';

/**
 * What a visitor and a library manager meet at Download Monitor's old links.
 */
final class Test_Legacy_Dlm extends Dlm_Import_Test_Case {

	/**
	 * The id map's names are Download Monitor's import's.
	 */
	public function test_the_id_map_names_the_download_monitor_import(): void {
		$this->assertSame( Dlm_Source::NAME, Id_Map::DLM );
		$this->assertSame( Dlm_Source::POST_TYPE, Id_Map::DLM_POST_TYPE );
	}

	/**
	 * `/download/{id}/`, `/download/{slug}/` and `?download={id}` send to the imported file's
	 * address; a members-only download (imported private) is refused to a visitor with the 404
	 * of an id that names nothing, and sent to a library manager.
	 */
	public function test_download_monitor_addresses_after_an_import(): void {
		$public  = $this->dlm_download( 'Legacy dlm price list', "Prices\n" );
		$members = $this->dlm_download( 'Legacy dlm members sheet', "Members\n", array( 'members_only' => true ) );
		wp_set_current_user( 1 );
		$this->assertSame( 'done', $this->import()['status'] );
		wp_set_current_user( 0 );

		$redirect = new Dlm_Redirect( new Id_Map(), $this->library );
		$location = Downloads::url( $this->imported_file( $public['download'] ) );
		foreach ( array( 'download/' . $public['download'] . '/', 'download/legacy-dlm-price-list' ) as $path ) {
			$this->assertSame(
				array(
					'status'   => 301,
					'location' => $location,
					'message'  => '',
				),
				$redirect->answer( $path, array() ),
				$path
			);
		}
		$this->assertSame( $location, $redirect->answer( '', array( 'download' => (string) $public['download'] ) )['location'] ?? null );

		$refused = $redirect->answer( 'download/' . $members['download'] . '/', array() );
		$this->assertSame( 404, $refused['status'] ?? null );
		$this->assertSame( $this->library->find_visible( 0 )->get_error_message(), $refused['message'] );
		$this->act_as( 'administrator' );
		$this->assertSame( Downloads::url( $this->imported_file( $members['download'] ) ), $redirect->answer( 'download/' . $members['download'] . '/', array() )['location'] ?? null );
	}

	/**
	 * Played as a visitor's requests: `/download/{id}/` redirects permanently; the Download button
	 * block renders the imported file's card.
	 */
	public function test_the_address_and_the_block_as_a_visitor_meets_them(): void {
		$public = $this->dlm_download( 'Legacy dlm order form', "Order form\n" );
		wp_set_current_user( 1 );
		$this->assertSame( 'done', $this->import()['status'] );
		wp_set_current_user( 0 );

		$this->assertSame( 301, $this->play_page( home_url( '/download/' . $public['download'] . '/' ) )['status'] );
		$this->assertSame( 301, $this->play_page( home_url( '/?download=' . $public['download'] ) )['status'] );

		$html = do_blocks( '<!-- wp:download-monitor/download-button {"download_id":' . $public['download'] . ',"version_id":' . $public['version'] . ',"template":"settings","custom_template":"","autop":0} /-->' );
		$this->assertStringContainsString( 'frontage-file-card', $html );
		$this->assertStringContainsString( 'Legacy dlm order form', $html );
		$this->assertStringContainsString( 'frontage_download=' . $this->imported_file( $public['download'] ), $html );
	}
}
