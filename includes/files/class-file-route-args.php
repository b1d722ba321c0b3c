<?php
/**
 * The arguments and the schema of Frontage's files routes, `/frontage/v1/files` and
 * `/frontage/v1/files/{id}` (docs/api.md "Files").
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * What Files_Controller registers its routes with: the arguments of GET, POST and PUT, and the
 * schema of one file. Built when the routes are registered (REST requests only).
 */
final class File_Route_Args {

	/**
	 * Arguments of GET /files.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function list(): array {
		return array(
			'category' => Files_Controller::id_arg( __( 'Only files directly in this category; 0 or absent for all.', 'frontage' ), 0 ),
			'page'     => array(
				'description' => __( 'The page, from 1.', 'frontage' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => 1000000,
				'default'     => 1,
			),
			'per_page' => array(
				'description' => __( 'Files per page.', 'frontage' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => Library::MAX_PER_PAGE,
				'default'     => 20,
			),
			'orderby'  => array(
				'description' => __( 'The field to sort by; the category\'s own ordering when absent.', 'frontage' ),
				'type'        => 'string',
				'enum'        => Categories::ORDERINGS,
			),
			'order'    => array(
				'description' => __( 'Sort direction.', 'frontage' ),
				'type'        => 'string',
				'enum'        => array( 'asc', 'desc' ),
			),
			'search'   => array(
				'description'       => __( 'Words to find in titles and descriptions.', 'frontage' ),
				'type'              => 'string',
				'maxLength'         => 200,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => static fn ( string $search ): string => sanitize_text_field( $search ),
			),
			'tag'      => array(
				'description' => __( 'Only files with one of these tag ids (a list, or ids joined by commas).', 'frontage' ),
				'type'        => 'array',
				'items'       => array(
					'type'    => 'integer',
					'minimum' => 1,
				),
				'maxItems'    => 50,
			),
		);
	}

	/**
	 * The `custom_fields` argument of POST /files and PUT /files/{id}.
	 *
	 * @return array<string, mixed>
	 */
	private static function custom_fields(): array {
		return array(
			'description' => __( 'Custom fields; a url field is shown as its label linking to its value.', 'frontage' ),
			'type'        => 'array',
			'maxItems'    => 50,
			'items'       => array(
				'type'                 => 'object',
				'properties'           => array(
					'label' => array(
						'type'      => 'string',
						'minLength' => 1,
						'maxLength' => 200,
						'required'  => true,
					),
					'type'  => array(
						'type' => 'string',
						'enum' => array( 'text', 'url' ),
					),
					'value' => array(
						'type'      => 'string',
						'maxLength' => 2000,
					),
				),
				'additionalProperties' => false,
			),
		);
	}

	/**
	 * Arguments of POST /files and PUT /files/{id} (besides the multipart `file`).
	 *
	 * @param bool $creating Whether defaults apply (a new file is published unless told).
	 * @return array<string, array<string, mixed>>
	 */
	public static function write( bool $creating ): array {
		$status = array(
			'description' => __( 'publish: anyone who may see the category sees it; private: library managers only.', 'frontage' ),
			'type'        => 'string',
			'enum'        => Library::STATUSES,
		);
		if ( $creating ) {
			$status['default'] = 'publish';
		}
		$args = array(
			'title'         => array(
				'description'       => __( 'The title; the file name without extension when empty.', 'frontage' ),
				'type'              => 'string',
				'maxLength'         => 255,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => static fn ( string $title ): string => sanitize_text_field( $title ),
			),
			'category'      => Files_Controller::id_arg( __( 'The category id, 0 for none.', 'frontage' ), 0 ),
			'tags'          => array(
				'description' => __( 'Tag names (a list, or names joined by commas); missing tags are created.', 'frontage' ),
				'type'        => 'array',
				'items'       => array(
					'type'      => 'string',
					'maxLength' => 200,
				),
				'maxItems'    => 100,
				// Joined names split at commas only (WordPress's list parsing also splits at
				// spaces, which would make "Board minutes" two tags), then checked against this
				// schema; Library checks each name.
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => static fn ( mixed $tags ): array => is_array( $tags )
					? array_values( $tags )
					: explode( ',', is_scalar( $tags ) ? (string) $tags : '' ),
			),
			'description'   => array(
				'description'       => __( 'The description (basic HTML).', 'frontage' ),
				'type'              => 'string',
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => static fn ( string $text ): string => wp_kses_post( $text ),
			),
			'status'        => $status,
			'version'       => array(
				'description'       => __( 'A version label, such as 1.2.', 'frontage' ),
				'type'              => 'string',
				'maxLength'         => 100,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => static fn ( string $version ): string => sanitize_text_field( $version ),
			),
			'custom_fields' => self::custom_fields(),
			'upload_id'     => array(
				'description' => __( 'A finished chunked upload to use instead of a multipart file.', 'frontage' ),
			) + Uploads_Controller::upload_id_arg(),
		);
		if ( ! $creating ) {
			$args[ Files_Controller::REVISION_FIELD ] = array(
				'description' => __( 'The revision the edit started from (the file’s `revision` when it was loaded): if the file changed since, nothing is saved and the answer is a 409.', 'frontage' ),
				'type'        => 'string',
				'pattern'     => '^[0-9a-f]{16}$',
			);
		}
		return $args;
	}

	/**
	 * The schema of one file.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$readonly = static fn ( string $type, string $description ): array => array(
			'type'        => $type,
			'description' => $description,
			'readonly'    => true,
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'frontage-file',
			'type'       => 'object',
			'properties' => array(
				'id'            => $readonly( 'integer', __( 'The file id (kept when the file is replaced).', 'frontage' ) ),
				'title'         => array( 'type' => 'string' ),
				'description'   => array( 'type' => 'string' ),
				'status'        => array(
					'type' => 'string',
					'enum' => Library::STATUSES,
				),
				'category'      => array(
					'type'        => 'integer',
					'description' => __( 'The category id, 0 for none.', 'frontage' ),
				),
				'tags'          => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'id'   => array( 'type' => 'integer' ),
							'name' => array( 'type' => 'string' ),
							'slug' => array( 'type' => 'string' ),
						),
					),
				),
				'name'          => $readonly( 'string', __( 'The file name a download is saved as.', 'frontage' ) ),
				'ext'           => $readonly( 'string', __( 'The extension, lower case, without dot.', 'frontage' ) ),
				'type_family'   => array(
					'type'        => 'string',
					'enum'        => array_merge( array_keys( File_Types::FAMILIES ), array( File_Types::OTHER_FAMILY ) ),
					'description' => __( 'The family of its type, which picks its icon.', 'frontage' ),
					'readonly'    => true,
				),
				'mime'          => $readonly( 'string', __( 'The content type it is served with.', 'frontage' ) ),
				'size'          => $readonly( 'integer', __( 'Size in bytes.', 'frontage' ) ),
				'version'       => array( 'type' => 'string' ),
				'downloads'     => $readonly( 'integer', __( 'How many times it was downloaded.', 'frontage' ) ),
				'custom_fields' => array(
					'type'  => 'array',
					'items' => array( 'type' => 'object' ),
				),
				'product_id'    => $readonly( 'integer', __( 'The linked shop product, 0 for none.', 'frontage' ) ),
				'created'       => $readonly( 'string', __( 'When it was added (ISO 8601, UTC).', 'frontage' ) ),
				'updated'       => $readonly( 'string', __( 'When it last changed (ISO 8601, UTC).', 'frontage' ) ),
				'download_url'  => $readonly( 'string', __( 'Its download address (visibility is checked there too).', 'frontage' ) ),
				'revision'      => $readonly( 'string', __( 'Its revision: send it back with a change to be told (409) when someone else changed the file meanwhile.', 'frontage' ) ),
			),
		);
	}
}
