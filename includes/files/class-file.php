<?php
/**
 * One library file as the rest of Frontage sees it: read from its post, its meta and its terms.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * An immutable snapshot. Build it with File::from_post(); change files through Library.
 */
final class File {

	/**
	 * Post meta: the stored file's path, relative to Storage's folder.
	 */
	public const META_PATH = '_frontage_path';

	/**
	 * Post meta: the original file name the uploader gave (what a download is called).
	 */
	public const META_NAME = '_frontage_name';

	/**
	 * Post meta: lower-case extension without dot.
	 */
	public const META_EXT = '_frontage_ext';

	/**
	 * Post meta: MIME type the file is served with.
	 */
	public const META_MIME = '_frontage_mime';

	/**
	 * Post meta: size in bytes.
	 */
	public const META_SIZE = '_frontage_size';

	/**
	 * Post meta: version label, free text ("1.2", "2024 edition").
	 */
	public const META_VERSION = '_frontage_version';

	/**
	 * Post meta: how many times the file was downloaded.
	 */
	public const META_DOWNLOADS = '_frontage_downloads';

	/**
	 * Post meta: custom fields, a list of { label, type (text|url), value }.
	 */
	public const META_FIELDS = '_frontage_fields';

	/**
	 * Post meta: the linked shop product's id, 0 for none.
	 */
	public const META_PRODUCT = '_frontage_product';

	/**
	 * What a `url` custom field may link to.
	 */
	public const URL_PROTOCOLS = array( 'http', 'https', 'mailto' );

	/**
	 * Builds the snapshot.
	 *
	 * @param int                                                     $id            Post ID.
	 * @param string                                                  $title         Title.
	 * @param string                                                  $description   Description (HTML, as stored).
	 * @param string                                                  $status        `publish` or `private` (or another post status).
	 * @param int                                                     $category_id   The file's category, 0 for none.
	 * @param list<array{id: int, name: string, slug: string}>        $tags          Tags.
	 * @param string                                                  $name          Original file name.
	 * @param string                                                  $ext           Extension.
	 * @param string                                                  $mime          MIME type.
	 * @param int                                                     $size          Size in bytes.
	 * @param string                                                  $path          Stored path, relative to the storage folder.
	 * @param string                                                  $version       Version label.
	 * @param int                                                     $downloads     Download count.
	 * @param list<array{label: string, type: string, value: string}> $custom_fields Custom fields.
	 * @param int                                                     $product_id    Linked product, 0 for none.
	 * @param string                                                  $created       Created, ISO 8601 UTC.
	 * @param string                                                  $updated       Updated, ISO 8601 UTC.
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $title,
		public readonly string $description,
		public readonly string $status,
		public readonly int $category_id,
		public readonly array $tags,
		public readonly string $name,
		public readonly string $ext,
		public readonly string $mime,
		public readonly int $size,
		public readonly string $path,
		public readonly string $version,
		public readonly int $downloads,
		public readonly array $custom_fields,
		public readonly int $product_id,
		public readonly string $created,
		public readonly string $updated
	) {}

	/**
	 * Reads a file from its post. Null when the post is not a library file.
	 *
	 * @param \WP_Post|int|null $post Post or ID.
	 */
	public static function from_post( \WP_Post|int|null $post ): ?self {
		$post = get_post( $post );
		if ( ! $post instanceof \WP_Post || Files_Module::POST_TYPE !== $post->post_type ) {
			return null;
		}
		// get_the_terms() reads the object term cache that WP_Query primes for a whole page of
		// files; wp_get_object_terms() would cost two queries per file.
		$categories = get_the_terms( $post, Files_Module::CATEGORY_TAXONOMY );
		$tags       = get_the_terms( $post, Files_Module::TAG_TAXONOMY );
		$fields     = get_post_meta( $post->ID, self::META_FIELDS, true );

		return new self(
			id: $post->ID,
			title: $post->post_title,
			description: $post->post_content,
			status: $post->post_status,
			category_id: is_array( $categories ) && $categories ? $categories[0]->term_id : 0,
			tags: is_array( $tags ) ? array_map(
				static fn ( \WP_Term $tag ): array => array(
					'id'   => $tag->term_id,
					'name' => $tag->name,
					'slug' => $tag->slug,
				),
				$tags
			) : array(),
			name: (string) get_post_meta( $post->ID, self::META_NAME, true ),
			ext: (string) get_post_meta( $post->ID, self::META_EXT, true ),
			mime: (string) get_post_meta( $post->ID, self::META_MIME, true ),
			size: (int) get_post_meta( $post->ID, self::META_SIZE, true ),
			path: (string) get_post_meta( $post->ID, self::META_PATH, true ),
			version: (string) get_post_meta( $post->ID, self::META_VERSION, true ),
			downloads: (int) get_post_meta( $post->ID, self::META_DOWNLOADS, true ),
			custom_fields: is_array( $fields ) ? array_values( $fields ) : array(),
			product_id: (int) get_post_meta( $post->ID, self::META_PRODUCT, true ),
			created: mysql_to_rfc3339( $post->post_date_gmt ),
			updated: mysql_to_rfc3339( $post->post_modified_gmt )
		);
	}

	/**
	 * The description as answers carry it: filtered like post content (wp_kses_post), whatever
	 * was stored. Writes are filtered the same way, so nothing an editor could save is lost.
	 */
	public function safe_description(): string {
		return wp_kses_post( $this->description );
	}

	/**
	 * The custom fields as answers carry them, `{ label, type, value }`, filtered whatever was
	 * stored: labels and text values as plain text, a `url` field's value a web address
	 * (http, https or mailto) or the field is left out, so a stored `javascript:` never becomes
	 * a link.
	 *
	 * @return list<array{label: string, type: string, value: string}>
	 */
	public function safe_custom_fields(): array {
		$fields = array();
		foreach ( $this->custom_fields as $field ) {
			$field = is_array( $field ) ? $field : array();
			$type  = 'url' === ( $field['type'] ?? 'text' ) ? 'url' : 'text';
			$value = is_scalar( $field['value'] ?? null ) ? (string) $field['value'] : '';
			$value = 'url' === $type ? esc_url_raw( $value, self::URL_PROTOCOLS ) : sanitize_text_field( $value );
			$label = is_scalar( $field['label'] ?? null ) ? sanitize_text_field( (string) $field['label'] ) : '';
			if ( 'url' === $type && '' === $value ) {
				continue;
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
	 * The address that downloads this file (visibility is checked when it is requested).
	 */
	public function download_url(): string {
		return Downloads::url( $this->id );
	}
}
