<?php
/**
 * The Files module's demo content for `npm start`: a three-level category tree, about thirty
 * files of real types and sizes generated on the spot, tags, custom fields, and a category only
 * logged-in users may see.
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Demo\Demo_Content;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Idempotent: categories carry a term meta key and files a post meta key naming them, so a
 * second run finds them instead of making them again.
 */
final class Files_Demo {

	/**
	 * The category tree: key → [ name, parent key, visibility ].
	 */
	private const CATEGORIES = array(
		'reports'        => array( 'Reports', '', 'public' ),
		'reports-annual' => array( 'Annual reports', 'reports', 'public' ),
		'reports-2025'   => array( '2025', 'reports-annual', 'public' ),
		'reports-2026'   => array( '2026', 'reports-annual', 'public' ),
		'manuals'        => array( 'Manuals', '', 'public' ),
		'manuals-setup'  => array( 'Setup guides', 'manuals', 'public' ),
		'media'          => array( 'Media kit', '', 'public' ),
		'board'          => array( 'Board minutes', '', 'logged_in' ),
	);

	/**
	 * Takes the library to add the files to.
	 *
	 * @param Library $library The file library.
	 */
	public function __construct( private Library $library ) {}

	/**
	 * Creates the demo categories and files, or finds them.
	 *
	 * @param Demo_Content $demo The seeder (for finding earlier demo items).
	 * @return string[] What was created or found.
	 */
	public function seed( Demo_Content $demo ): array {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		$ids = array();
		foreach ( self::CATEGORIES as $key => [ $name, $parent, $visibility ] ) {
			$ids[ $key ] = $this->ensure_category( $key, $name, $parent ? $ids[ $parent ] : 0, $visibility );
		}

		$created = 0;
		$found   = 0;
		foreach ( $this->files() as $index => $spec ) {
			$key = $spec['key'] ?? 'file-' . $index;
			if ( $demo->find( $key ) ) {
				++$found;
				continue;
			}
			$tmp = wp_tempnam( $spec['name'] );
			file_put_contents( $tmp, $spec['bytes']() ); // Plain file functions: a temporary file.
			$file = $this->library->create(
				$tmp,
				$spec['name'],
				array(
					'title'         => $spec['title'],
					'description'   => $spec['description'],
					'category'      => $ids[ $spec['category'] ],
					'tags'          => $spec['tags'],
					'version'       => $spec['version'],
					'status'        => $spec['status'] ?? 'publish',
					'custom_fields' => $spec['fields'] ?? array(),
				)
			);
			if ( is_wp_error( $file ) ) {
				wp_delete_file( $tmp );
				/* translators: 1: file name, 2: error message. */
				return array( sprintf( __( 'could not create demo file %1$s: %2$s', 'frontage' ), $spec['name'], $file->get_error_message() ) );
			}
			update_post_meta( $file->id, Demo_Content::META_KEY, $key );
			if ( 'file-annual-report' === $key ) {
				$this->add_draft_version( $file );
			}
			++$created;
		}

		$annual = $demo->find( 'file-annual-report' );
		return array(
			/* translators: 1: categories, 2: files created, 3: files found from an earlier run. */
			sprintf( __( 'file library: %1$d categories, %2$d files created, %3$d found', 'frontage' ), count( $ids ), $created, $found ),
			$demo->ensure_page( 'files-library', __( 'File library', 'frontage' ), $this->page_content( $ids, $annual ) ),
		);
	}

	/**
	 * Gives the annual report an earlier version, a draft, as Replace keeps one (docs/files.md
	 * "Versions"): the draft replaces the report, then the report is restored over it.
	 *
	 * @param File $file The annual report, just created.
	 */
	private function add_draft_version( File $file ): void {
		$tmp = wp_tempnam( 'annual-report-draft.pdf' );
		file_put_contents( $tmp, self::pdf( 'Annual report 2025 - draft', 6 ) ); // Plain file functions: a temporary file.
		$draft = $this->library->replace( $file->id, $tmp, 'annual-report-2025-draft.pdf' );
		if ( is_wp_error( $draft ) ) {
			wp_delete_file( $tmp );
			return;
		}
		$this->library->update( $file->id, array( 'version' => '0.9' ) );
		$this->library->restore_version( $file->id, $this->library->versions()->all( $file->id )[0]['id'] );
	}

	/**
	 * The demo page: tables of three categories in the three themes, and one file as a card.
	 *
	 * @param array<string, int> $ids    Demo category ids by key.
	 * @param int                $annual The annual report's file id.
	 */
	private function page_content( array $ids, int $annual ): string {
		// Wide: a table of nine columns needs more than the theme's text width.
		$block = static fn ( string $name, array $attributes ): string => serialize_block(
			array(
				'blockName'    => $name,
				'attrs'        => $attributes + array( 'align' => 'wide' ),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		$heading = static fn ( string $text ): string => '<!-- wp:heading --><h2 class="wp-block-heading">' . esc_html( $text ) . '</h2><!-- /wp:heading -->';
		return $heading( __( 'Reports 2026', 'frontage' ) )
			. $block(
				'frontage/file-category',
				array(
					'categoryId' => $ids['reports-2026'],
					'showSearch' => true,
				)
			)
			. $heading( __( 'Setup guides', 'frontage' ) )
			. $block(
				'frontage/file-category',
				array(
					'categoryId' => $ids['manuals-setup'],
					'theme'      => 'preview',
				)
			)
			. $heading( __( 'Media kit', 'frontage' ) )
			. $block(
				'frontage/file-category',
				array(
					'categoryId' => $ids['media'],
					'theme'      => 'ggd',
					'perPage'    => 4,
				)
			)
			. $heading( __( 'Board minutes (logged-in users only)', 'frontage' ) )
			. $block( 'frontage/file-category', array( 'categoryId' => $ids['board'] ) )
			. $heading( __( 'One file', 'frontage' ) )
			. $block( 'frontage/file', array( 'fileId' => $annual ) );
	}

	/**
	 * The id of a demo category, created when missing.
	 *
	 * @param string $key        Demo key.
	 * @param string $name       Name.
	 * @param int    $parent     Parent id.
	 * @param string $visibility Visibility.
	 */
	private function ensure_category( string $key, string $name, int $parent, string $visibility ): int {
		$existing = get_terms(
			array(
				'taxonomy'   => Files_Module::CATEGORY_TAXONOMY,
				'hide_empty' => false,
				'fields'     => 'ids',
				'meta_key'   => Demo_Content::META_KEY, // Meta query: seeding only.
				'meta_value' => $key, // Meta query: seeding only.
			)
		);
		if ( is_array( $existing ) && $existing ) {
			return (int) $existing[0];
		}
		$category = $this->library->categories()->create(
			array(
				'name'       => $name,
				'parent'     => $parent,
				'visibility' => $visibility,
				'ordering'   => 'reports-2026' === $key ? 'updated-desc' : 'title',
			)
		);
		if ( is_wp_error( $category ) ) {
			return 0;
		}
		update_term_meta( $category['id'], Demo_Content::META_KEY, $key );
		return $category['id'];
	}

	/**
	 * The demo files: title, name, category key, tags, version, description, and a generator of
	 * their bytes (real formats, so that browsers and viewers open them).
	 *
	 * @return list<array<string, mixed>>
	 */
	private function files(): array {
		$source = array(
			array(
				'label' => __( 'Source', 'frontage' ),
				'type'  => 'url',
				'value' => 'https://wordpress.org/',
			),
		);
		return array_merge( self::report_files( $source ), self::manual_files(), self::media_files(), self::restricted_files() );
	}

	/**
	 * The reports: quarterly reports and figures per year, and the annual report.
	 *
	 * @param list<array<string, string>> $source The custom field naming the files' source.
	 * @return list<array<string, mixed>>
	 */
	private static function report_files( array $source ): array {
		$files = array();
		foreach ( array( '2025', '2026' ) as $year ) {
			foreach ( array( 'Q1', 'Q2', 'Q3', 'Q4' ) as $quarter ) {
				$files[] = array(
					'title'       => "Quarterly report {$quarter} {$year}",
					'name'        => "quarterly-report-{$year}-{$quarter}.pdf",
					'category'    => "reports-{$year}",
					'tags'        => array( 'finance', $year ),
					'version'     => '1.0',
					'description' => "Revenue, costs and outlook for {$quarter} {$year}.",
					'fields'      => $source,
					'bytes'       => static fn (): string => self::pdf( "Quarterly report {$quarter} {$year}" ),
				);
			}
			$files[] = array(
				'title'       => "Figures {$year}",
				'name'        => "figures-{$year}.csv",
				'category'    => "reports-{$year}",
				'tags'        => array( 'finance', 'data', $year ),
				'version'     => '2.1',
				'description' => "Monthly figures for {$year}, as a spreadsheet-friendly CSV.",
				'bytes'       => static fn (): string => self::csv( (int) $year ),
			);
		}
		$files[] = array(
			'key'         => 'file-annual-report',
			'title'       => 'Annual report 2025',
			'name'        => 'annual-report-2025.pdf',
			'category'    => 'reports-annual',
			'tags'        => array( 'finance', '2025' ),
			'version'     => '1.1',
			'description' => 'The full annual report, with the auditors’ statement.',
			'fields'      => $source,
			'bytes'       => static fn (): string => self::pdf( 'Annual report 2025', 400 ),
		);
		return $files;
	}

	/**
	 * The manuals: a guide per topic and the release notes.
	 *
	 * @return list<array<string, mixed>>
	 */
	private static function manual_files(): array {
		$files = array();
		foreach ( array( 'Installation', 'Configuration', 'Upgrading', 'Troubleshooting', 'Backups' ) as $i => $topic ) {
			$files[] = array(
				'title'       => "{$topic} guide",
				'name'        => strtolower( $topic ) . '-guide.' . ( $i % 2 ? 'txt' : 'pdf' ),
				'category'    => 'manuals-setup',
				'tags'        => array( 'manual', strtolower( $topic ) ),
				'version'     => '3.' . $i,
				'description' => "Step by step: {$topic}.",
				'bytes'       => $i % 2 ? static fn (): string => str_repeat( "{$topic}: follow each step in order.\n", 200 ) : static fn (): string => self::pdf( "{$topic} guide", 60 ),
			);
		}
		$files[] = array(
			'title'       => 'Release notes',
			'name'        => 'release-notes.rtf',
			'category'    => 'manuals',
			'tags'        => array( 'manual' ),
			'version'     => '5.0',
			'description' => 'What changed in each release.',
			'bytes'       => static fn (): string => '{\rtf1\ansi{\fonttbl\f0\fswiss Helvetica;}\f0\pard Release notes: version 5.0 adds the file library.\par}',
		);
		return $files;
	}

	/**
	 * The media kit: images in each web format and the whole kit as a zip.
	 *
	 * @return list<array<string, mixed>>
	 */
	private static function media_files(): array {
		$files = array();
		foreach ( array(
			array( 'Logo', 'logo.png', 'png' ),
			array( 'Team photo', 'team-photo.jpg', 'jpg' ),
			array( 'Banner', 'banner.gif', 'gif' ),
			array( 'Header image', 'header.webp', 'webp' ),
			array( 'Icon set preview', 'icons.png', 'png' ),
		) as [ $title, $name, $format ] ) {
			$files[] = array(
				'title'       => $title,
				'name'        => $name,
				'category'    => 'media',
				'tags'        => array( 'brand', 'image' ),
				'version'     => '1.0',
				'description' => "{$title} for press and partners.",
				'bytes'       => static fn (): string => self::image( $format, $title ),
			);
		}
		$files[] = array(
			'title'       => 'Media kit (all files)',
			'name'        => 'media-kit.zip',
			'category'    => 'media',
			'tags'        => array( 'brand', 'archive' ),
			'version'     => '2026.1',
			'description' => 'Everything in the media kit, in one archive (2 MB of sample data).',
			'bytes'       => static fn (): string => self::zip( 2 * MB_IN_BYTES ),
		);
		return $files;
	}

	/**
	 * Files not everyone sees: the board's minutes (logged-in users) and a private draft budget.
	 *
	 * @return list<array<string, mixed>>
	 */
	private static function restricted_files(): array {
		$files = array();
		foreach ( array( 'January', 'April', 'July', 'October' ) as $month ) {
			$files[] = array(
				'title'       => "Board minutes, {$month}",
				'name'        => 'board-minutes-' . strtolower( $month ) . '.pdf',
				'category'    => 'board',
				'tags'        => array( 'board' ),
				'version'     => '1.0',
				'description' => "Minutes of the {$month} board meeting. Logged-in users only.",
				'bytes'       => static fn (): string => self::pdf( "Board minutes, {$month}" ),
			);
		}
		$files[] = array(
			'title'       => 'Draft budget (private)',
			'name'        => 'draft-budget.csv',
			'category'    => 'reports-2026',
			'tags'        => array( 'finance', 'draft' ),
			'version'     => '0.3',
			'status'      => 'private',
			'description' => 'A private file: only editors and administrators see it.',
			'bytes'       => static fn (): string => self::csv( 2027 ),
		);
		return $files;
	}

	/**
	 * A small valid PDF with one line of text and optional filler pages' worth of comments.
	 *
	 * @param string $title Text on the page.
	 * @param int    $kb    Approximate extra size in KB.
	 */
	private static function pdf( string $title, int $kb = 8 ): string {
		$text    = preg_replace( '/[()\\\\]/', '', $title );
		$stream  = "BT /F1 24 Tf 72 720 Td ({$text}) Tj ET";
		$objects = array(
			'<< /Type /Catalog /Pages 2 0 R >>',
			'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
			'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
			'<< /Length ' . strlen( $stream ) . " >>\nstream\n{$stream}\nendstream",
			'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
		);
		$pdf     = "%PDF-1.4\n";
		$offsets = array();
		foreach ( $objects as $i => $object ) {
			$offsets[] = strlen( $pdf );
			$pdf      .= ( $i + 1 ) . " 0 obj\n{$object}\nendobj\n";
		}
		$pdf .= str_repeat( '% ' . str_repeat( 'x', 1021 ) . "\n", $kb );
		$xref = strlen( $pdf );
		$pdf .= "xref\n0 " . ( count( $objects ) + 1 ) . "\n0000000000 65535 f \n";
		foreach ( $offsets as $offset ) {
			$pdf .= sprintf( "%010d 00000 n \n", $offset );
		}
		return $pdf . 'trailer << /Size ' . ( count( $objects ) + 1 ) . " /Root 1 0 R >>\nstartxref\n{$xref}\n%%EOF\n";
	}

	/**
	 * A CSV of monthly figures.
	 *
	 * @param int $year Year (seeds the numbers).
	 */
	private static function csv( int $year ): string {
		$csv = "month,revenue,costs\n";
		for ( $month = 1; $month <= 12; $month++ ) {
			$csv .= sprintf( "%d-%02d,%d,%d\n", $year, $month, 1000 + ( $year * $month ) % 977, 800 + ( $year + $month * 31 ) % 499 );
		}
		return $csv;
	}

	/**
	 * An image in a format GD writes, with its title on it.
	 *
	 * @param string $format png, jpg, gif or webp.
	 * @param string $title  Text to draw.
	 */
	private static function image( string $format, string $title ): string {
		$image = imagecreatetruecolor( 640, 360 );
		imagefill( $image, 0, 0, (int) imagecolorallocate( $image, 30, 80, 160 ) );
		imagestring( $image, 5, 24, 24, $title, (int) imagecolorallocate( $image, 255, 255, 255 ) );
		ob_start();
		match ( $format ) {
			'jpg'  => imagejpeg( $image, null, 85 ),
			'gif'  => imagegif( $image ),
			'webp' => imagewebp( $image, null, 80 ),
			default => imagepng( $image ),
		};
		return (string) ob_get_clean();
	}

	/**
	 * A zip holding a text file and random bytes.
	 *
	 * @param int $bytes Size of the random part.
	 */
	private static function zip( int $bytes ): string {
		$path = wp_tempnam( 'frontage-demo-zip' );
		$zip  = new \ZipArchive();
		$zip->open( $path, \ZipArchive::OVERWRITE );
		$zip->addFromString( 'README.txt', "Frontage demo media kit.\n" );
		$zip->addFromString( 'sample.bin', random_bytes( $bytes ) );
		$zip->close();
		$contents = (string) file_get_contents( $path ); // Plain file functions: a temporary file.
		wp_delete_file( $path );
		return $contents;
	}
}
