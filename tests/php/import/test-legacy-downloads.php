<?php
/**
 * WP File Download's and Download Monitor's download addresses after an import: where each one
 * sends whom, and what a visitor's page costs when it holds no old link (docs/migration.md
 * "Old links").
 *
 * @package Frontage
 */

use Frontage\Files\Downloads;
use Frontage\Import\Dlm_Redirect;
use Frontage\Import\Id_Map;
use Frontage\Import\Legacy_Downloads;
use Frontage\Tests\Wpfd_Import_Test_Case;

require_once __DIR__ . '/class-wpfd-import-test-case.php';
require_once __DIR__ . '/trait-legacy-links-test-helpers.php';

/**
 * The answers, decided as data (Legacy_Downloads, Dlm_Redirect), then played as requests.
 */
final class Test_Legacy_Downloads extends Wpfd_Import_Test_Case {

	use Legacy_Links_Test_Helpers;

	/**
	 * A WP File Download file's address sends to the imported file's download address (its
	 * inline address for `preview=1`); an id that names nothing gets the 404 of a Frontage file
	 * that does not exist, and a library manager is told it was not imported.
	 */
	public function test_a_wpfd_address_sends_to_the_imported_file(): void {
		$seed      = $this->seed_and_import();
		$downloads = new Legacy_Downloads( new Id_Map(), $this->library );
		$id        = $this->imported_file( $seed['file'] );

		$this->assertSame(
			array(
				'status'   => 301,
				'location' => Downloads::url( $id ),
				'message'  => '',
			),
			$downloads->answer( $seed['file'], false )
		);
		$this->assertSame( Downloads::url( $id, true ), $downloads->answer( $seed['file'], true )['location'] );

		$missing = $downloads->answer( 987654, false );
		$this->assertSame( 404, $missing['status'] );
		$this->assertSame( $this->library->find_visible( 0 )->get_error_message(), $missing['message'], 'A visitor learns nothing from an unknown id.' );
		$this->assertSame( 404, $downloads->answer( 0, false )['status'] );

		$this->act_as( 'administrator' );
		$this->assertStringContainsString( '987654 is not in the file library', $downloads->answer( 987654, false )['message'] );
	}

	/**
	 * A file of a category kept for chosen roles, and a file WP File Download kept for chosen
	 * users (imported private), are refused to a visitor with the 404 of an unknown id, and sent
	 * to a library manager.
	 */
	public function test_restricted_files_are_refused_to_visitors_and_sent_to_managers(): void {
		$board      = $this->wpfd_category( 'Legacy board papers', 0, 0, array( 'administrator' ) );
		$minutes    = $this->wpfd_file( $board, 'Minutes', "Minutes\n" );
		$public     = $this->wpfd_category( 'Legacy public papers' );
		$restricted = $this->wpfd_file( $public, 'Salaries', "Salaries\n", array( 'canview' => '7' ) );
		wp_set_current_user( 1 );
		$this->assertSame( 'done', $this->import()['status'] );
		wp_set_current_user( 0 );

		$downloads = new Legacy_Downloads( new Id_Map(), $this->library );
		$unknown   = $downloads->answer( 987654, false );
		foreach ( array( $minutes, $restricted ) as $source ) {
			$this->assertSame( $unknown, $downloads->answer( $source, false ), 'A visitor gets what an unknown id gets.' );
		}
		$this->act_as( 'subscriber' );
		$this->assertSame( 404, $downloads->answer( $minutes, false )['status'], 'A subscriber is not among the roles.' );

		$this->act_as( 'administrator' );
		foreach ( array( $minutes, $restricted ) as $source ) {
			$this->assertSame( Downloads::url( $this->imported_file( $source ) ), $downloads->answer( $source, false )['location'] );
		}
	}

	/**
	 * WP File Download's pretty address, `/download/{category}/{slug}/{file}/{name}.{ext}`, with
	 * its own `uri` setting too, sends to the imported file; an address of that shape naming no
	 * file WP File Download had is left to WordPress.
	 */
	public function test_the_pretty_wpfd_address_sends_to_the_imported_file(): void {
		$seed      = $this->seed_and_import();
		$downloads = new Legacy_Downloads( new Id_Map(), $this->library );
		$location  = Downloads::url( $this->imported_file( $seed['file'] ) );

		$this->assertSame( $location, $downloads->answer_path( 'download/' . $seed['category'] . '/legacy-links-reports/' . $seed['file'] . '/annual-report.txt' )['location'] ?? null );
		$this->assertSame( $location, $downloads->answer_path( 'index.php/download/' . $seed['category'] . '/legacy-links-reports/' . $seed['file'] . '/annual-report' )['location'] ?? null );
		$this->assertNull( $downloads->answer_path( 'download/1/some-page/987654/name.pdf' ), 'No such WP File Download file: another page.' );
		$this->assertNull( $downloads->answer_path( 'files/' . $seed['category'] . '/x/' . $seed['file'] . '/annual-report.txt' ), 'Not its first part.' );

		wp_delete_post( $seed['file'], true );
		$this->assertSame( $location, ( new Legacy_Downloads( new Id_Map(), $this->library ) )->answer_path( 'download/' . $seed['category'] . '/legacy-links-reports/' . $seed['file'] . '/annual-report.txt' )['location'] ?? null, 'WP File Download’s row gone: the id map is enough.' );

		$this->set_option( Legacy_Downloads::CONFIG_OPTION, array( 'uri' => 'files' ) );
		$this->assertSame( $location, $downloads->answer_path( 'files/' . $seed['category'] . '/x/' . $seed['file'] . '/annual-report.txt' )['location'] ?? null );
	}

	/**
	 * Download Monitor's `/download/{id}/`, `?download={id}`, its own endpoint name and its slug
	 * addresses send to the imported file; a restricted file is refused to a visitor; an
	 * address naming no download it had is left to WordPress.
	 */
	public function test_download_monitor_addresses_send_to_the_imported_file(): void {
		[ $download, $file ] = $this->dlm_download( 'Legacy price list', "Prices\n" );
		[ $hidden ]          = $this->dlm_download( 'Legacy payroll', "Payroll\n", 'private' );
		$redirect            = new Dlm_Redirect( new Id_Map(), $this->library );
		$location            = Downloads::url( $file );

		$this->assertSame( 301, $redirect->answer( 'download/' . $download, array() )['status'] ?? null );
		$this->assertSame( $location, $redirect->answer( 'download/' . $download, array() )['location'] ?? null );
		$this->assertSame( $location, $redirect->answer( 'some/page/download/' . $download, array() )['location'] ?? null, 'After any address, as an endpoint.' );
		$this->assertSame( $location, $redirect->answer( '', array( 'download' => (string) $download ) )['location'] ?? null );
		$this->assertSame( $location, $redirect->answer( 'download/legacy-price-list', array() )['location'] ?? null, 'By slug.' );
		$this->assertNull( $redirect->answer( 'download/987654', array() ), 'No such download: another page.' );
		$this->assertNull( $redirect->answer( 'download/some-page', array() ) );
		$this->assertNull( $redirect->answer( '', array( 'download' => 'something-else' ) ) );

		$refused = $redirect->answer( 'download/' . $hidden, array() );
		$this->assertSame( 404, $refused['status'] ?? null );
		$this->assertSame( $this->library->find_visible( 0 )->get_error_message(), $refused['message'] );

		// Download Monitor's row gone (its data deleted after the switch): an id is still answered.
		wp_delete_post( $download, true );
		$this->assertSame( $location, ( new Dlm_Redirect( new Id_Map(), $this->library ) )->answer( 'download/' . $download, array() )['location'] ?? null, 'An id needs only the id map.' );
		wp_insert_post( array( 'import_id' => $download, 'post_type' => Id_Map::DLM_POST_TYPE, 'post_title' => 'Legacy price list', 'post_name' => 'legacy-price-list', 'post_status' => 'publish' ) );

		$this->set_option( Dlm_Redirect::ENDPOINT_OPTION, 'get' );
		$this->set_option( Dlm_Redirect::VALUE_OPTION, Dlm_Redirect::BY_SLUG );
		$this->assertSame( $location, $redirect->answer( 'get/legacy-price-list/', array() )['location'] ?? null );
		$this->assertSame( $location, $redirect->answer( '', array( 'get' => 'legacy-price-list' ) )['location'] ?? null );
		$this->assertNull( $redirect->answer( 'download/' . $download, array() ), 'The endpoint is named get now.' );

		$this->act_as( 'administrator' );
		$this->assertSame( Downloads::url( $this->imported_file_of_download( $hidden ) ), $redirect->answer( 'get/legacy-payroll', array() )['location'] ?? null );
	}

	/**
	 * Played as a visitor's requests: the WP File Download task on admin-ajax.php and on the
	 * front end, its pretty address and Download Monitor's redirect permanently; an unknown id on
	 * the wire is a 404 with a message.
	 */
	public function test_the_addresses_answer_as_requests(): void {
		$seed          = $this->seed_and_import();
		[ $download ]  = $this->dlm_download( 'Legacy order form', "Order form\n" );
		$query         = 'action=wpfd&task=file.download&wpfd_category_id=' . $seed['category'] . '&wpfd_file_id=' . $seed['file'];
		$addresses     = array(
			admin_url( 'admin-ajax.php?juwpfisadmin=false&' . $query . '&token=' ),
			home_url( '/?' . $query ),
			home_url( '/download/' . $seed['category'] . '/legacy-links-reports/' . $seed['file'] . '/annual-report.txt' ),
			home_url( '/download/' . $download . '/' ),
		);
		foreach ( $addresses as $address ) {
			$this->assertSame( 301, $this->play_page( $address )['status'], $address );
		}

		$unknown = $this->play_page( admin_url( 'admin-ajax.php?action=wpfd&task=file.download&wpfd_category_id=1&wpfd_file_id=987654' ) );
		$this->assertSame( 404, $unknown['status'] );
		$this->assertSame( $this->library->find_visible( 0 )->get_error_message(), json_decode( $unknown['html'], true )['data']['message'] ?? null );
		$this->assertSame( 404, $this->play_page( home_url( '/?action=wpfd&task=file.download&wpfd_file_id=987654' ) )['status'] );
	}

	/**
	 * A visitor's page without an old link loads no class of the old links and runs none of
	 * their queries; neither does a page whose address only starts like one.
	 */
	public function test_pages_without_old_links_cost_nothing(): void {
		$this->seed_and_import();
		$page = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_title'   => 'Legacy links plain page',
				'post_content' => '<!-- wp:paragraph --><p>Nothing old here.</p><!-- /wp:paragraph -->',
			)
		);
		foreach ( array( (string) get_permalink( $page ), home_url( '/' ), home_url( '/2024/05/15/a-post/' ) ) as $address ) {
			$played = $this->play_page( $address );
			$this->assertSame( array(), array_values( preg_grep( '/^Frontage\\\\Import\\\\/', $played['classes'] ) ), $address );
			$this->assertSame( array(), array_values( preg_grep( '/' . preg_quote( Id_Map::META, '/' ) . '|' . Id_Map::DLM_POST_TYPE . '|' . Id_Map::WPFD_POST_TYPE . '/', $played['sql'] ) ), $address );
		}
	}

	/**
	 * The library file made from a Download Monitor download.
	 *
	 * @param int $download Download id.
	 */
	private function imported_file_of_download( int $download ): int {
		return ( new Id_Map() )->file( Id_Map::DLM, $download );
	}
}
