<?php
/**
 * The video gallery's options as the block, the shortcode and the paging call give them
 * (docs/media.md "Video gallery"): defaults, clamping, unknown keys, ids.
 *
 * @package Frontage
 */

use Frontage\Media\Gallery_Options;
use Frontage\Tests\Test_Case;

/**
 * Gallery_Options.
 */
final class Test_Gallery_Options extends Test_Case {

	/**
	 * Nothing given: every option has its default.
	 */
	public function test_nothing_reads_as_the_defaults(): void {
		$options = Gallery_Options::from_fields( 'not an array' );
		$this->assertSame( '', $options->playlist_id );
		$this->assertSame( array(), $options->ids );
		$this->assertSame( 6, $options->page_size );
		$this->assertSame( 3, $options->columns );
		$this->assertTrue( $options->show_title && $options->show_paging && $options->autonext && $options->thumbplay );
	}

	/**
	 * Page sizes and columns out of range are brought into it; text that is no number reads as the default.
	 */
	public function test_sizes_are_clamped(): void {
		$this->assertSame( 50, Gallery_Options::from_fields( array( 'pageSize' => 100000 ) )->page_size );
		$this->assertSame( 50, Gallery_Options::from_fields( array( 'pageSize' => '99999999999999999999999' ) )->page_size );
		$this->assertSame( 1, Gallery_Options::from_fields( array( 'pageSize' => -4 ) )->page_size );
		$this->assertSame( 1, Gallery_Options::from_fields( array( 'pageSize' => 0 ) )->page_size );
		$this->assertSame( 6, Gallery_Options::from_fields( array( 'pageSize' => 'lots' ) )->page_size );
		$this->assertSame( 6, Gallery_Options::from_fields( array( 'columns' => 60 ) )->columns );
		$this->assertSame( 1, Gallery_Options::from_fields( array( 'columns' => '0' ) )->columns );
	}

	/**
	 * The shortcode's snake_case attributes set the same options; unknown attributes change nothing.
	 */
	public function test_shortcode_attributes(): void {
		$options = Gallery_Options::from_shortcode(
			array(
				'ids'         => '12, 7,x,12, -3, 0',
				'page_size'   => '2',
				'columns'     => '4',
				'show_title'  => 'no',
				'show_paging' => '0',
				'autonext'    => 'false',
				'thumbplay'   => 'off',
				'playlist_id' => 'PLabc_DEF-123',
				'pageSize'    => '9',
				'colour'      => 'red',
			)
		);
		$this->assertSame( array( 12, 7 ), $options->ids );
		$this->assertSame( 2, $options->page_size, 'The camelCase name is not a shortcode attribute.' );
		$this->assertSame( 4, $options->columns );
		$this->assertFalse( $options->show_title || $options->show_paging || $options->autonext || $options->thumbplay );
		$this->assertSame( 'PLabc_DEF-123', $options->playlist_id );
	}

	/**
	 * A paging request's options, as fields or as JSON; unknown keys, a bad playlist id and a bad
	 * token are dropped.
	 */
	public function test_request_options(): void {
		$options = Gallery_Options::from_request(
			array(
				'ids'        => array( '4', 5, 'six', array( 7 ) ),
				'pageToken'  => '2',
				'playlistId' => '<script>',
				'admin'      => '1',
			)
		);
		$this->assertSame( array( 4, 5 ), $options->ids );
		$this->assertSame( '2', $options->page_token );
		$this->assertSame( '', $options->playlist_id );
		$this->assertArrayNotHasKey( 'admin', $options->to_fields() );

		$json = Gallery_Options::from_request( '{"pageSize":3,"pageToken":"CAIQAA","thumbplay":false}' );
		$this->assertSame( 3, $json->page_size );
		$this->assertSame( 'CAIQAA', $json->page_token );
		$this->assertFalse( $json->thumbplay );
		$this->assertSame( '', Gallery_Options::from_request( array( 'pageToken' => 'a b/../' ) )->page_token );
		$this->assertSame( 6, Gallery_Options::from_request( '{not json' )->page_size );
	}

	/**
	 * More ids than a gallery lists are cut at the limit.
	 */
	public function test_ids_are_limited(): void {
		$ids = Gallery_Options::from_fields( array( 'ids' => range( 1, 2000 ) ) )->ids;
		$this->assertCount( Gallery_Options::MAX_IDS, $ids );
	}
}
