<?php
/**
 * A file's details as the library's writes take them: status, category, tags and custom fields
 * checked before anything is written, then the category, tags and custom fields stored.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Used by Library::create(), update() and check_fields() only, so Library builds it on the
 * first write: a page that lists files never loads it.
 */
final class File_Details {

	/**
	 * Takes the categories a file may be filed into.
	 *
	 * @param Categories $categories Categories and their settings.
	 */
	public function __construct( private Categories $categories ) {}

	/**
	 * Validates category, tags, status and custom fields.
	 *
	 * @param array<string, mixed> $data Input.
	 * @return array<string, mixed>|\WP_Error The validated relations (only keys given).
	 */
	public function validate( array $data ): array|\WP_Error {
		$checked = array();
		if ( array_key_exists( 'status', $data ) && ! in_array( $data['status'], Library::STATUSES, true ) ) {
			return new \WP_Error( 'frontage_file_status', __( 'Status must be publish or private.', 'frontage' ), array( 'status' => 400 ) );
		}
		if ( array_key_exists( 'category', $data ) ) {
			$category = (int) $data['category'];
			if ( $category < 0 || ( $category && ! $this->categories->get( $category ) ) ) {
				return new \WP_Error( 'frontage_file_category', __( 'The category does not exist.', 'frontage' ), array( 'status' => 400 ) );
			}
			$checked['category'] = $category;
		}
		if ( array_key_exists( 'tags', $data ) ) {
			$tags = self::check_tags( $data['tags'] );
			if ( is_wp_error( $tags ) ) {
				return $tags;
			}
			$checked['tags'] = $tags;
		}
		if ( array_key_exists( 'custom_fields', $data ) ) {
			$fields = self::check_custom_fields( $data['custom_fields'] );
			if ( is_wp_error( $fields ) ) {
				return $fields;
			}
			$checked['custom_fields'] = $fields;
		}
		return $checked;
	}

	/**
	 * Custom fields, each with a label, and a web address when its type is `url`.
	 *
	 * @param mixed $custom_fields As sent.
	 * @return list<array{label: string, type: string, value: string}>|\WP_Error
	 */
	private static function check_custom_fields( mixed $custom_fields ): array|\WP_Error {
		$fields = array();
		foreach ( (array) $custom_fields as $field ) {
			$field = (array) $field;
			$type  = ( $field['type'] ?? 'text' ) === 'url' ? 'url' : 'text';
			$label = sanitize_text_field( (string) ( $field['label'] ?? '' ) );
			$value = 'url' === $type ? esc_url_raw( (string) ( $field['value'] ?? '' ), array( 'http', 'https', 'mailto' ) ) : sanitize_text_field( (string) ( $field['value'] ?? '' ) );
			if ( '' === $label ) {
				return new \WP_Error( 'frontage_file_field', __( 'Every custom field needs a label.', 'frontage' ), array( 'status' => 400 ) );
			}
			if ( 'url' === $type && '' === $value ) {
				/* translators: %s: the field's label. */
				return new \WP_Error( 'frontage_file_field', sprintf( __( 'The custom field “%s” needs a web address (http or https).', 'frontage' ), $label ), array( 'status' => 400 ) );
			}
			$fields[] = array(
				'label' => $label,
				'type'  => $type,
				'value' => $value,
			);
		}
		return $fields;
	}

	/**
	 * Tag names from a list or a comma-separated text, each checked: a name must keep a letter or
	 * digit once sanitized, because tags are found and made by their slug, and a name whose slug
	 * is empty (`!!!`, `…`, `">`) would otherwise be matched to whatever tag comes first. One bad
	 * name refuses them all, with a 400 naming it. Blank entries (`a,,b`) are skipped.
	 *
	 * @param mixed $tags As sent.
	 * @return array<string, string>|\WP_Error Names by slug.
	 */
	private static function check_tags( mixed $tags ): array|\WP_Error {
		$tags    = is_array( $tags ) ? $tags : explode( ',', is_scalar( $tags ) ? (string) $tags : '' );
		$checked = array();
		foreach ( $tags as $tag ) {
			if ( ! is_scalar( $tag ) ) {
				return new \WP_Error( 'frontage_file_tag', __( 'Each tag must be a name.', 'frontage' ), array( 'status' => 400 ) );
			}
			$given = trim( (string) $tag );
			if ( '' === $given ) {
				continue;
			}
			$name = trim( sanitize_text_field( $given ) );
			$slug = sanitize_title( $name );
			if ( '' === $name || '' === $slug ) {
				return new \WP_Error(
					'frontage_file_tag',
					sprintf(
						/* translators: %s: the tag as it was sent. */
						__( 'The tag “%s” has no letters or digits, so it cannot be a tag. Nothing was saved: change or remove it.', 'frontage' ),
						mb_substr( wp_check_invalid_utf8( $given, true ), 0, 40 )
					),
					array(
						'status' => 400,
						'tag'    => $given,
					)
				);
			}
			$checked[ $slug ] ??= $name;
		}
		return $checked;
	}

	/**
	 * The ids of checked tags, each found by its slug or made: before the file is written, so a
	 * tag that cannot be made changes nothing.
	 *
	 * @param array<string, mixed> $checked From validate(); its `tags` become ids.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function resolve_tags( array $checked ): array|\WP_Error {
		if ( ! array_key_exists( 'tags', $checked ) ) {
			return $checked;
		}
		$ids = array();
		foreach ( $checked['tags'] as $slug => $name ) {
			$term = get_term_by( 'slug', (string) $slug, Files_Module::TAG_TAXONOMY );
			if ( $term instanceof \WP_Term ) {
				$ids[] = $term->term_id;
				continue;
			}
			$made = wp_insert_term( $name, Files_Module::TAG_TAXONOMY, array( 'slug' => (string) $slug ) );
			if ( is_wp_error( $made ) ) {
				// The same name under another slug: that tag is the one meant.
				$existing = (int) $made->get_error_data( 'term_exists' );
				if ( $existing ) {
					$ids[] = $existing;
					continue;
				}
				/* translators: 1: a tag name, 2: why it failed. */
				return new \WP_Error( 'frontage_file_tag', sprintf( __( 'The tag “%1$s” could not be made: %2$s', 'frontage' ), $name, $made->get_error_message() ), array( 'status' => 500 ) );
			}
			$ids[] = (int) $made['term_id'];
		}
		$checked['tags'] = array_values( array_unique( $ids ) );
		return $checked;
	}

	/**
	 * Stores validated category, tags (as ids, from resolve_tags()) and custom fields.
	 *
	 * @param int                  $id      File id.
	 * @param array<string, mixed> $checked From validate(), through resolve_tags().
	 */
	public function save( int $id, array $checked ): void {
		if ( array_key_exists( 'category', $checked ) ) {
			wp_set_object_terms( $id, $checked['category'] ? array( $checked['category'] ) : array(), Files_Module::CATEGORY_TAXONOMY );
		}
		if ( array_key_exists( 'tags', $checked ) ) {
			// Ids, never names: WordPress would look a name up by a slug it makes itself.
			wp_set_object_terms( $id, array_map( 'intval', $checked['tags'] ), Files_Module::TAG_TAXONOMY );
		}
		if ( array_key_exists( 'custom_fields', $checked ) ) {
			update_post_meta( $id, File::META_FIELDS, $checked['custom_fields'] );
		}
	}
}
