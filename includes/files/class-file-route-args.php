<?php
/**
 * The arguments and the schema of Frontage's files routes, `/frontage/v1/files` and
 * `/frontage/v1/files/{id}` (docs/api.md "Files"), and the id arguments every Files route shares.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * What Files_Routes registers the routes with: the ids' and upload ids' arguments, the files
 * routes' arguments of GET, POST and PUT, and the schema of one file. Used when the routes are
 * registered (REST requests only); it names no service, so declaring the routes loads none.
 */
final class File_Route_Args {

	/**
	 * The schema of an id argument: a positive whole number (or 0 when $minimum is 0), written
	 * with digits only — "1e3", "1.0", " 12", negative numbers, arrays and numbers of more
	 * than 18 digits are refused with WordPress's 400 and a message naming the argument
	 * (docs/api.md "Ids").
	 *
	 * @param string $description What the id names.
	 * @param int    $minimum     1, or 0 where 0 means "none".
	 * @return array<string, mixed>
	 */
	public static function id_arg( string $description, int $minimum = 1 ): array {
		return array(
			'description'       => $description,
			'type'              => 'integer',
			'minimum'           => $minimum,
			'validate_callback' => array( self::class, 'validate_id' ),
		);
	}

	/**
	 * Validates an id argument (see id_arg()).
	 *
	 * @param mixed            $value   The value as sent.
	 * @param \WP_REST_Request $request Request.
	 * @param string           $param   Argument name.
	 * @return true|\WP_Error
	 */
	public static function validate_id( mixed $value, \WP_REST_Request $request, string $param ): bool|\WP_Error {
		// rest_is_integer() would take "1e3" as 1000; an id in a URL or a form is digits only.
		if ( is_string( $value ) && ! preg_match( '/^-?\d+$/', $value ) ) {
			return new \WP_Error(
				'rest_invalid_type',
				/* translators: %s: the argument's name. */
				sprintf( __( '%s must be a whole number written with digits only.', 'frontage' ), $param ),
				array( 'param' => $param )
			);
		}
		// Past 18 digits a number no longer fits an integer on every platform.
		if ( ( is_string( $value ) && strlen( ltrim( $value, '-0' ) ) > 18 ) || ( is_float( $value ) && abs( $value ) >= 1e18 ) ) {
			return new \WP_Error(
				'rest_out_of_bounds',
				/* translators: %s: the argument's name. */
				sprintf( __( '%s is too large to be an id.', 'frontage' ), $param ),
				array( 'param' => $param )
			);
		}
		return rest_validate_request_arg( $value, $request, $param );
	}

	/**
	 * The schema of an upload id.
	 *
	 * @return array<string, mixed>
	 */
	public static function upload_id_arg(): array {
		return array(
			'description' => __( 'The id POST /uploads answered.', 'frontage' ),
			'type'        => 'string',
			'pattern'     => '^' . Files_Routes::UPLOAD_ID_PATTERN . '$',
		);
	}

	/**
	 * Arguments of GET /files.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function list(): array {
		return array(
			'category' => self::id_arg( __( 'Only files directly in this category; 0 or absent for all.', 'frontage' ), 0 ),
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
				'maximum'     => Files_Module::MAX_PER_PAGE,
				'default'     => 20,
			),
			'orderby'  => array(
				'description' => __( 'The field to sort by; the category\'s own ordering when absent.', 'frontage' ),
				'type'        => 'string',
				'enum'        => Files_Module::FILE_ORDERINGS,
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
			'enum'        => Files_Module::FILE_STATUSES,
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
			'category'      => self::id_arg( __( 'The category id, 0 for none.', 'frontage' ), 0 ),
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
			) + self::upload_id_arg(),
		);
		if ( ! $creating ) {
			$args[ Files_Routes::REVISION_FIELD ] = array(
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
					'enum' => Files_Module::FILE_STATUSES,
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
