<?php
/**
 * Benchmark helper: fifty mixed searches of a library seeded by seed-search.php, each answered by
 * Frontage (Search_Service::search() on its index) and by WordPress core's own WP_Query on the same
 * data (the baseline), as an anonymous visitor, in this one PHP process; then fifty suggestion
 * requests (Search_Service::suggest()). Prints one JSON line: per query, both times, both totals and
 * both peak memory growths; the suggestion times.
 *
 * Method: every query and suggestion runs once untimed first (warm-up: PHP's opcache, the database's
 * buffers). Then, for each query in turn, the object cache is flushed (wp_cache_flush(), so neither
 * side is served from the previous query's caches), Frontage is timed with hrtime(), the cache is
 * flushed again and the baseline is timed; --rounds repeats that loop. Each timed call includes what
 * a request pays: parsing the request, the visibility of categories, the queries, loading the page's
 * files (File objects, as both Library::list() and the service return them).
 *
 * Usage: php bench/php/search-queries.php [--rounds=1]   (cwd: a site seeded by seed-search.php)
 *
 * @package Frontage
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$_SERVER['HTTP_HOST'] = 'localhost';
require getcwd() . '/wp-load.php';

use Frontage\Files\File;
use Frontage\Files\Files_Module;
use Frontage\Files\Library;
use Frontage\Search\Search_Index;
use Frontage\Search\Search_Request;
use Frontage\Search\Search_Service;

$frontage_rounds = 1;
foreach ( array_slice( $argv, 1 ) as $frontage_arg ) {
	if ( preg_match( '/^--rounds=(\d+)$/', $frontage_arg, $frontage_m ) ) {
		$frontage_rounds = max( 1, (int) $frontage_m[1] );
	}
}

$frontage_manifest = json_decode( (string) file_get_contents( getcwd() . '/bench-search-manifest.json' ), true );
if ( ! is_array( $frontage_manifest ) ) {
	fwrite( STDERR, "No bench-search-manifest.json here: seed the site with seed-search.php first.\n" );
	exit( 1 );
}

/**
 * The fifty queries, as request fields (what a visitor's form sends), built from the manifest.
 *
 * @param array<string, mixed> $m The manifest.
 * @return array<string, array<string, string>> Label => fields.
 */
function frontage_bench_queries( array $m ): array {
	$w = $m['words'];

	// Categories a visitor sees (it and every ancestor public), with their subtree's file count.
	$by_id = array_column( $m['categories'], null, 'id' );
	$open  = static function ( int $id ) use ( $by_id ): bool {
		for ( ; $id; $id = (int) $by_id[ $id ]['parent'] ) {
			if ( 'public' !== $by_id[ $id ]['visibility'] ) {
				return false;
			}
		}
		return true;
	};
	$subtree = array();
	foreach ( $by_id as $id => $category ) {
		for ( $at = $id; $at; $at = (int) $by_id[ $at ]['parent'] ) {
			$subtree[ $at ] = ( $subtree[ $at ] ?? 0 ) + $category['published'];
		}
	}
	$visible = array_filter( $by_id, static fn ( array $c ): bool => $open( (int) $c['id'] ) );
	$pick    = static function ( callable $filter ) use ( $visible, $subtree ): int {
		$found = array_filter( $visible, $filter );
		uasort( $found, static fn ( array $a, array $b ): int => $subtree[ $b['id'] ] <=> $subtree[ $a['id'] ] );
		return (int) array_key_first( $found );
	};
	$root   = $pick( static fn ( array $c ): bool => 1 === $c['depth'] );
	$mid    = $pick( static fn ( array $c ): bool => 3 === $c['depth'] );
	$leaf   = $pick( static fn ( array $c ): bool => $c['depth'] >= 4 );
	$hidden = (int) array_key_first( array_filter( $by_id, static fn ( array $c ): bool => 'public' !== $c['visibility'] ) );

	$tags = $m['tags'];
	usort( $tags, static fn ( array $a, array $b ): int => $b['published'] <=> $a['published'] );
	$tag = static fn ( int $rank ): string => $tags[ min( $rank, count( $tags ) - 1 ) ]['slug'];

	$now = strtotime( $m['now'] . ' 00:00:00 UTC' );
	$day = static fn ( int $days_ago ): string => gmdate( 'd-m-Y', $now - $days_ago * DAY_IN_SECONDS );

	return array(
		'keyword, top word'                 => array( 'q' => $w[0] ),
		'keyword, rank 3'                   => array( 'q' => $w[2] ),
		'keyword, rank 10'                  => array( 'q' => $w[9] ),
		'keyword, rank 30'                  => array( 'q' => $w[29] ),
		'keyword, rank 100'                 => array( 'q' => $w[99] ),
		'keyword, rank 300'                 => array( 'q' => $w[299] ),
		'keyword, rank 1000'                => array( 'q' => $w[999] ),
		'keyword, rank 3000'                => array( 'q' => $w[2999] ),
		'keyword, rank 5500 (rare)'         => array( 'q' => $w[5499] ),
		'two words, ranks 2 + 20'           => array( 'q' => $w[1] . ' ' . $w[19] ),
		'two words, ranks 5 + 200'          => array( 'q' => $w[4] . ' ' . $w[199] ),
		'part of a word (4 letters)'        => array( 'q' => substr( $w[7], 0, 4 ) ),
		'category, largest root'            => array( 'catid' => (string) $root ),
		'category, level 3'                 => array( 'catid' => (string) $mid ),
		'category, level 4+'                => array( 'catid' => (string) $leaf ),
		'category, restricted (none)'       => array( 'catid' => (string) $hidden ),
		'category + top tag'                => array( 'catid' => (string) $root, 'ftags' => $tag( 0 ) ),
		'category + 2 tags'                 => array( 'catid' => (string) $mid, 'ftags' => $tag( 5 ) . ',' . $tag( 40 ) ),
		'tag, most used'                    => array( 'ftags' => $tag( 0 ) ),
		'tag, rare'                         => array( 'ftags' => $tag( 280 ) ),
		'3 tags'                            => array( 'ftags' => $tag( 10 ) . ',' . $tag( 60 ) . ',' . $tag( 150 ) ),
		'size 1–10 MB'                      => array( 'wfrom' => '1', 'wfromunit' => 'mb', 'wto' => '10', 'wtounit' => 'mb' ),
		'size ≥ 500 MB'                     => array( 'wfrom' => '500', 'wfromunit' => 'mb' ),
		'size ≤ 50 KB'                      => array( 'wto' => '50' ),
		'created, last year'                => array( 'cfrom' => $day( 365 ), 'cto' => $day( 0 ) ),
		'created, 2018–2019'                => array( 'cfrom' => '01-01-2018', 'cto' => '31-12-2019' ),
		'updated, last 30 days'             => array( 'ufrom' => $day( 30 ) ),
		'type pdf'                          => array( 'type' => 'pdf' ),
		'types docx, xlsx'                  => array( 'type' => 'docx,xlsx' ),
		'types mp4, mov, avi'               => array( 'type' => 'mp4,mov,avi' ),
		'order title asc'                   => array( 'ordering' => 'title', 'dir' => 'asc' ),
		'order title desc + keyword'        => array( 'ordering' => 'title', 'dir' => 'desc', 'q' => $w[5] ),
		'order created asc'                 => array( 'ordering' => 'created', 'dir' => 'asc' ),
		'order created desc + type'         => array( 'ordering' => 'created', 'dir' => 'desc', 'type' => 'pdf' ),
		'order updated asc + category'      => array( 'ordering' => 'updated', 'dir' => 'asc', 'catid' => (string) $root ),
		'order updated desc'                => array( 'ordering' => 'updated', 'dir' => 'desc' ),
		'order size asc'                    => array( 'ordering' => 'size', 'dir' => 'asc' ),
		'order size desc + keyword'         => array( 'ordering' => 'size', 'dir' => 'desc', 'q' => $w[10] ),
		'order downloads asc + tag'         => array( 'ordering' => 'downloads', 'dir' => 'asc', 'ftags' => $tag( 0 ) ),
		'order downloads desc'              => array( 'ordering' => 'downloads', 'dir' => 'desc' ),
		'order type asc'                    => array( 'ordering' => 'type', 'dir' => 'asc' ),
		'order type desc + category'        => array( 'ordering' => 'type', 'dir' => 'desc', 'catid' => (string) $mid ),
		'order version asc'                 => array( 'ordering' => 'version', 'dir' => 'asc' ),
		'order version desc + size'         => array( 'ordering' => 'version', 'dir' => 'desc', 'wfrom' => '100', 'wfromunit' => 'mb' ),
		'order relevance asc'               => array( 'ordering' => 'relevance', 'dir' => 'asc', 'q' => $w[3] ),
		'order relevance desc, 2 words'     => array( 'ordering' => 'relevance', 'dir' => 'desc', 'q' => $w[6] . ' ' . $w[40] ),
		'page 200, order title'             => array( 'paged' => '200' ),
		'page 200, top word, created desc'  => array( 'paged' => '200', 'q' => $w[0], 'ordering' => 'created', 'dir' => 'desc' ),
		'page 50 of 100, pdf, size'         => array( 'paged' => '50', 'limit' => '100', 'type' => 'pdf', 'ordering' => 'size' ),
		'keyword+category+types+size+dates' => array( 'q' => $w[15], 'catid' => (string) $root, 'type' => 'pdf,docx,xlsx', 'wfrom' => '10', 'cfrom' => '01-01-2020', 'paged' => '2', 'limit' => '10' ),
	);
}

/**
 * The baseline: the same search with WordPress core's WP_Query, as a plugin without an index of its
 * own would write it (as Library::list() does): `s`, a tax_query for the category (with its
 * children), the tags and the hidden categories, a meta_query for size and type, a date_query for
 * the dates, the same ordering and page, and File objects for the page's posts.
 *
 * @param Search_Request $r       The request.
 * @param Library        $library The library (for the categories the visitor may not see).
 * @return array{files: list<File>, total: int}
 */
function frontage_bench_baseline( Search_Request $r, Library $library ): array {
	$orderings = array(
		'title'     => array( 'orderby' => 'title' ),
		'created'   => array( 'orderby' => 'date' ),
		'updated'   => array( 'orderby' => 'modified' ),
		'size'      => array( 'orderby' => 'meta_value_num', 'meta_key' => File::META_SIZE ),
		'downloads' => array( 'orderby' => 'meta_value_num', 'meta_key' => File::META_DOWNLOADS ),
		'type'      => array( 'orderby' => 'meta_value', 'meta_key' => File::META_EXT ),
		'version'   => array( 'orderby' => 'meta_value', 'meta_key' => File::META_VERSION ),
		'relevance' => array( 'orderby' => 'relevance' ),
	);
	$args      = array(
		'post_type'           => Files_Module::POST_TYPE,
		'post_status'         => 'publish',
		'posts_per_page'      => $r->limit,
		'paged'               => $r->paged,
		'order'               => strtoupper( $r->dir ),
		'ignore_sticky_posts' => true,
		'tax_query'           => array( 'relation' => 'AND' ),
		'meta_query'          => array( 'relation' => 'AND' ),
	) + $orderings[ $r->ordering ];
	if ( '' !== $r->q ) {
		$args['s'] = $r->q;
	}
	$hidden = $library->visibility()->hidden_category_ids();
	if ( $hidden ) {
		$args['tax_query'][] = array(
			'taxonomy'         => Files_Module::CATEGORY_TAXONOMY,
			'terms'            => $hidden,
			'operator'         => 'NOT IN',
			'include_children' => false,
		);
	}
	if ( $r->catid ) {
		$args['tax_query'][] = array(
			'taxonomy'         => Files_Module::CATEGORY_TAXONOMY,
			'terms'            => array( $r->catid ),
			'include_children' => true,
		);
	}
	if ( $r->exclude ) {
		$args['tax_query'][] = array(
			'taxonomy'         => Files_Module::CATEGORY_TAXONOMY,
			'terms'            => $r->exclude,
			'operator'         => 'NOT IN',
			'include_children' => true,
		);
	}
	if ( $r->ftags ) {
		$args['tax_query'][] = array(
			'taxonomy' => Files_Module::TAG_TAXONOMY,
			'field'    => 'slug',
			'terms'    => array_map( 'sanitize_title', $r->ftags ),
		);
	}
	if ( null !== $r->wfrom_bytes || null !== $r->wto_bytes ) {
		$args['meta_query'][] = null !== $r->wfrom_bytes && null !== $r->wto_bytes
			? array(
				'key'     => File::META_SIZE,
				'value'   => array( $r->wfrom_bytes, $r->wto_bytes ),
				'compare' => 'BETWEEN',
				'type'    => 'NUMERIC',
			)
			: array(
				'key'     => File::META_SIZE,
				'value'   => $r->wfrom_bytes ?? $r->wto_bytes,
				'compare' => null !== $r->wfrom_bytes ? '>=' : '<=',
				'type'    => 'NUMERIC',
			);
	}
	if ( $r->type ) {
		$args['meta_query'][] = array(
			'key'     => File::META_EXT,
			'value'   => $r->type,
			'compare' => 'IN',
		);
	}
	$dates = array();
	foreach ( array( array( 'post_date', $r->cfrom, $r->cto ), array( 'post_modified', $r->ufrom, $r->uto ) ) as [ $column, $from, $to ] ) {
		if ( null === $from && null === $to ) {
			continue;
		}
		$clause = array(
			'column'    => $column,
			'inclusive' => true,
		);
		foreach ( array( 'after' => $from, 'before' => $to ) as $key => $date ) {
			if ( null !== $date ) {
				[ $year, $month, $day ] = array_map( 'intval', explode( '-', $date ) );
				$clause[ $key ]         = compact( 'year', 'month', 'day' );
			}
		}
		$dates[] = $clause;
	}
	if ( $dates ) {
		$args['date_query'] = $dates;
	}
	$query = new WP_Query( $args );
	return array(
		'files' => array_values( array_filter( array_map( array( File::class, 'from_post' ), $query->posts ) ) ),
		'total' => (int) $query->found_posts,
	);
}

/**
 * Runs one side once, timed.
 *
 * @param callable $run Returns array{files, total}.
 * @return array{ms: float, total: int, count: int, memory: int}
 */
function frontage_bench_time( callable $run ): array {
	wp_cache_flush();
	gc_collect_cycles();
	$base = memory_get_usage();
	memory_reset_peak_usage();
	$t0     = hrtime( true );
	$answer = $run();
	$ms     = ( hrtime( true ) - $t0 ) / 1e6;
	return array(
		'ms'     => $ms,
		'total'  => (int) ( $answer['total'] ?? count( $answer ) ),
		'count'  => count( $answer['files'] ?? $answer ),
		'memory' => memory_get_peak_usage() - $base,
	);
}

// An index of an older schema is rebuilt by the first search: do it here, untimed, and say so.
$frontage_t0    = hrtime( true );
$frontage_index = Search_Index::create_default();
$frontage_index->maybe_install();
// A large library is indexed in the background after a schema change: finish it here, as the
// CLI rebuild does.
if ( ! $frontage_index->is_ready() ) {
	$frontage_index->rebuild();
}
$frontage_install = ( hrtime( true ) - $frontage_t0 ) / 1e9;
if ( $frontage_install > 1 ) {
	fwrite( STDERR, sprintf( "  queries: the index's schema had changed: rebuilt in %.1f s (untimed)\n", $frontage_install ) );
}

wp_set_current_user( 0 );
$frontage_date_format = 'DD-MM-YYYY';

$frontage_queries = frontage_bench_queries( $frontage_manifest );
$frontage_sides   = array(
	'frontage' => static function ( array $fields ) use ( $frontage_date_format ): callable {
		return static function () use ( $fields, $frontage_date_format ): array {
			$request = Search_Request::from_input( $fields, $frontage_date_format );
			if ( is_wp_error( $request ) ) {
				throw new RuntimeException( $request->get_error_message() );
			}
			return Search_Service::create_default()->search( $request );
		};
	},
	'baseline' => static function ( array $fields ) use ( $frontage_date_format ): callable {
		return static function () use ( $fields, $frontage_date_format ): array {
			$request = Search_Request::from_input( $fields, $frontage_date_format );
			if ( is_wp_error( $request ) ) {
				throw new RuntimeException( $request->get_error_message() );
			}
			return frontage_bench_baseline( $request, Library::create_default() );
		};
	},
);

// Suggestions: 50 keywords of 3 to 6 characters, the starts of words of every frequency.
$frontage_suggest = array();
for ( $frontage_i = 0; $frontage_i < 50; $frontage_i++ ) {
	$frontage_word      = $frontage_manifest['words'][ (int) floor( pow( $frontage_i / 50, 2 ) * 5000 ) ];
	$frontage_suggest[] = substr( $frontage_word, 0, min( strlen( $frontage_word ), 3 + $frontage_i % 4 ) );
}
$frontage_suggest_run = static function ( string $q ) use ( $frontage_date_format ): callable {
	return static function () use ( $q, $frontage_date_format ): array {
		$request = Search_Request::from_input(
			array(
				'q'                    => $q,
				'make_file_suggestion' => '1',
			),
			$frontage_date_format
		);
		return Search_Service::create_default()->suggest( $request );
	};
};

// Warm-up: every query on both sides and every suggestion, once, untimed.
$frontage_t0 = hrtime( true );
foreach ( $frontage_queries as $frontage_fields ) {
	foreach ( $frontage_sides as $frontage_side ) {
		frontage_bench_time( $frontage_side( $frontage_fields ) );
	}
}
foreach ( $frontage_suggest as $frontage_q ) {
	frontage_bench_time( $frontage_suggest_run( $frontage_q ) );
}
fwrite( STDERR, sprintf( "  queries: warm-up done in %.1f s\n", ( hrtime( true ) - $frontage_t0 ) / 1e9 ) );

$frontage_results = array();
for ( $frontage_round = 0; $frontage_round < $frontage_rounds; $frontage_round++ ) {
	foreach ( $frontage_queries as $frontage_label => $frontage_fields ) {
		$frontage_row = array(
			'label'  => $frontage_label,
			'fields' => $frontage_fields,
		);
		foreach ( $frontage_sides as $frontage_name => $frontage_side ) {
			$frontage_row[ $frontage_name ] = frontage_bench_time( $frontage_side( $frontage_fields ) );
		}
		$frontage_results[] = $frontage_row;
	}
}
$frontage_suggestions = array();
for ( $frontage_round = 0; $frontage_round < $frontage_rounds; $frontage_round++ ) {
	foreach ( $frontage_suggest as $frontage_q ) {
		$frontage_suggestions[] = array( 'q' => $frontage_q ) + frontage_bench_time( $frontage_suggest_run( $frontage_q ) );
	}
}

echo wp_json_encode(
	array(
		'queries'     => $frontage_results,
		'suggestions' => $frontage_suggestions,
		'rounds'      => $frontage_rounds,
	)
) . "\n";
