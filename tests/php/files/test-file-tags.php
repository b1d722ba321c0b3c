<?php
/**
 * Tests for how a file's tags are set (includes/files/class-library.php), through
 * POST /frontage/v1/files and PUT /frontage/v1/files/{id}, which the admin screen uses.
 *
 * @package Frontage
 */

use Frontage\Files\Files_Module;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * Tags are found or made by their slug; a name without a slug is refused, naming it, and
 * nothing of the request is saved.
 */
final class Test_File_Tags extends Library_Test_Case {

	/**
	 * A word only this test uses, in its tags' names.
	 *
	 * @var string
	 */
	private string $token;

	/**
	 * An existing tag (`finance…`), which a name without a slug used to be given.
	 *
	 * @var int
	 */
	private int $finance;

	/**
	 * Makes the existing tag.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->token = strtolower( wp_generate_password( 8, false ) );
		// First in slug order, as `finance` is in the demo library: what an empty slug matched.
		$made          = wp_insert_term( 'Aaa finance ' . $this->token, Files_Module::TAG_TAXONOMY, array( 'slug' => '0-finance-' . $this->token ) );
		$this->finance = (int) $made['term_id'];
	}

	/**
	 * Deletes the tags the test made.
	 */
	protected function tearDown(): void {
		parent::tearDown();
		$terms = get_terms(
			array(
				'taxonomy'   => Files_Module::TAG_TAXONOMY,
				'hide_empty' => false,
				'search'     => $this->token,
			)
		);
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			wp_delete_term( $term->term_id, Files_Module::TAG_TAXONOMY );
		}
	}

	/**
	 * Creating a file with a tag whose name has no letters or digits answers 400 naming the
	 * tag; no file, no other tag of the request is made, and the existing tag is not attached.
	 *
	 * @dataProvider provide_names_without_a_slug
	 *
	 * @param string $bad A tag name that sanitizes to an empty slug.
	 */
	public function test_creating_with_a_tag_without_a_slug_is_refused( string $bad ): void {
		$this->act_as( 'editor' );
		$title = 'Tagged ' . $this->token;

		$response = $this->upload( array( 'Minutes ' . $this->token, $bad ), $title );

		$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'frontage_file_tag', $response->get_data()['code'] );
		$this->assertStringContainsString( '“' . $bad . '”', $response->get_data()['message'], 'The message names the tag.' );
		$this->assertSame( array(), get_posts( array( 'post_type' => Files_Module::POST_TYPE, 'title' => $title, 'post_status' => 'any', 'fields' => 'ids' ) ), 'No file.' );
		$this->assertFalse( get_term_by( 'slug', 'minutes-' . $this->token, Files_Module::TAG_TAXONOMY ), 'The good tag of the request was not made either.' );
		$this->assertSame( 0, get_term( $this->finance )->count, 'The existing tag was given to nothing.' );
	}

	/**
	 * Changing a file with such a tag answers 400 and changes nothing of the file: not its
	 * title, not its tags.
	 *
	 * @dataProvider provide_names_without_a_slug
	 *
	 * @param string $bad A tag name that sanitizes to an empty slug.
	 */
	public function test_updating_with_a_tag_without_a_slug_changes_nothing( string $bad ): void {
		$file = $this->make_file(
			array(
				'title' => 'Before ' . $this->token,
				'tags'  => array( 'Board ' . $this->token ),
			)
		);
		$this->act_as( 'editor' );

		$response = $this->rest(
			'PUT',
			'/frontage/v1/files/' . $file->id,
			array(
				'title' => 'After ' . $this->token,
				'tags'  => array( $bad, 'Minutes ' . $this->token ),
			)
		);

		$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertStringContainsString( '“' . $bad . '”', $response->get_data()['message'] );
		$after = $this->library->get( $file->id );
		$this->assertSame( 'Before ' . $this->token, $after->title );
		$this->assertSame( array( 'Board ' . $this->token ), array_column( $after->tags, 'name' ) );
		$this->assertSame( 0, get_term( $this->finance )->count );
	}

	/**
	 * Names whose slug is empty: punctuation only, an ellipsis, markup remains, percent signs.
	 *
	 * @return array<string, array{string}>
	 */
	public static function provide_names_without_a_slug(): array {
		return array(
			'exclamation marks' => array( '!!!' ),
			'an ellipsis'       => array( '…' ),
			'markup remains'    => array( '">' ),
			'percent signs'     => array( '%%' ),
		);
	}

	/**
	 * A tag is found by its slug, whatever the case or spacing it is sent with, and a new one
	 * is made with its own slug; blank entries are skipped.
	 */
	public function test_tags_are_found_or_made_by_slug(): void {
		$existing = wp_insert_term( 'Budget ' . $this->token, Files_Module::TAG_TAXONOMY );
		$this->act_as( 'editor' );

		$response = $this->upload( array( ' BUDGET ' . strtoupper( $this->token ), '', 'New tag ' . $this->token ), 'Budget file ' . $this->token );

		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$tags = $response->get_data()['tags'];
		$this->assertCount( 2, $tags );
		$this->assertContains( $existing['term_id'], array_column( $tags, 'id' ), 'The existing tag, not a copy.' );
		$this->assertContains( 'new-tag-' . $this->token, array_column( $tags, 'slug' ) );
		$this->assertSame( 0, get_term( $this->finance )->count );
		$this->library->delete( $response->get_data()['id'] );
	}

	/**
	 * Names joined by commas are split at the commas only: a tag of two words stays one tag
	 * (WordPress's own list parsing would also split at the space).
	 */
	public function test_tags_joined_by_commas_keep_their_spaces(): void {
		$this->act_as( 'editor' );

		$response = $this->upload( 'Board minutes ' . $this->token . ', Annual ' . $this->token, 'Minutes file ' . $this->token );

		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$names = array_column( $response->get_data()['tags'], 'name' );
		sort( $names );
		$this->assertSame( array( 'Annual ' . $this->token, 'Board minutes ' . $this->token ), $names );
		$this->library->delete( $response->get_data()['id'] );
	}

	/**
	 * Uploads a small text file with tags.
	 *
	 * @param string[]|string $tags  Tags, a list or a comma-separated text.
	 * @param string          $title The title.
	 */
	private function upload( array|string $tags, string $title ): WP_REST_Response {
		$tmp     = $this->temp_upload( "Minutes\n" );
		$request = new WP_REST_Request( 'POST', '/frontage/v1/files' );
		$request->set_header( 'Content-Type', 'multipart/form-data; boundary=x' );
		$request->set_body_params(
			array(
				'title' => $title,
				'tags'  => $tags,
			)
		);
		$request->set_file_params(
			array(
				'file' => array(
					'name'     => 'minutes.txt',
					'type'     => 'text/plain',
					'tmp_name' => $tmp,
					'error'    => UPLOAD_ERR_OK,
					'size'     => 8,
				),
			)
		);
		$response = rest_do_request( $request );
		if ( is_file( $tmp ) ) {
			wp_delete_file( $tmp );
		}
		return $response;
	}
}
