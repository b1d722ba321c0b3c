<?php
/**
 * What /frontage/v1/files and /frontage/v1/search answer for a description and custom fields
 * stored with script in them (written some other way than through the API, which filters on
 * the way in): filtered on the way out, as file.display does (docs/api.md).
 *
 * @package Frontage
 */

use Frontage\Files\File;
use Frontage\Files\File_Display_Task;
use Frontage\Files\Library;
use Frontage\Ajax_Router;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * No `<script>`, event handler or `javascript:` address leaves through the REST answers.
 */
final class Test_Rest_Output extends Library_Test_Case {

	/**
	 * A stored description and custom fields carrying script are filtered in every answer, for
	 * visitors and library managers alike; what is harmless stays.
	 */
	public function test_stored_script_never_leaves_through_rest(): void {
		global $wpdb;
		$token = strtolower( wp_generate_password( 10, false ) );
		$file  = $this->make_file( array( 'title' => 'Leaflet ' . $token ) );
		// Stored raw, as an import or another plugin could: past the API's own filters.
		$wpdb->update( $wpdb->posts, array( 'post_content' => '<p>Kept</p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">link</a>' ), array( 'ID' => $file->id ) );
		clean_post_cache( $file->id );
		update_post_meta(
			$file->id,
			File::META_FIELDS,
			array(
				array(
					'label' => 'Notes<script>alert(4)</script>',
					'type'  => 'text',
					'value' => '<img src="x.png" onerror="alert(5)">Plain',
				),
				array(
					'label' => 'Bad link',
					'type'  => 'url',
					'value' => 'javascript:alert(6)',
				),
				array(
					'label' => 'Good link',
					'type'  => 'url',
					'value' => 'https://example.org/about',
				),
			)
		);

		foreach ( array( 'visitor', 'administrator' ) as $who ) {
			if ( 'administrator' === $who ) {
				$this->act_as( $who );
			}
			$answers = array(
				'GET /files/{id}' => $this->rest( 'GET', '/frontage/v1/files/' . $file->id ),
				'GET /files'      => $this->rest( 'GET', '/frontage/v1/files', array( 'search' => $token ) ),
				'GET /search'     => $this->rest( 'GET', '/frontage/v1/search', array( 'q' => $token ) ),
			);
			foreach ( $answers as $route => $response ) {
				$this->assertSame( 200, $response->get_status(), $route );
				$json = (string) wp_json_encode( $response->get_data(), JSON_UNESCAPED_SLASHES );
				$this->assertStringContainsString( (string) $file->id, $json, "{$who} {$route}: the file is in the answer." );
				foreach ( array( '<script', 'onerror', 'javascript:' ) as $bad ) {
					$this->assertStringNotContainsString( $bad, $json, "{$who} {$route}" );
				}
				$this->assertStringContainsString( '<p>Kept</p>', $json, "{$who} {$route}: harmless HTML stays." );
			}
			$fields = $answers['GET /files/{id}']->get_data()['custom_fields'];
			$this->assertSame(
				array(
					array(
						'label' => 'Notes',
						'type'  => 'text',
						'value' => 'Plain',
					),
					array(
						'label' => 'Good link',
						'type'  => 'url',
						'value' => 'https://example.org/about',
					),
				),
				$fields,
				"{$who}: a bad link is left out, text is plain."
			);
		}

		// file.display gives the same fields.
		$details = ( new File_Display_Task( $this->library, new Ajax_Router() ) )->details( (string) $file->id );
		$this->assertSame( $fields, $details['custom_fields'] );
	}
}
