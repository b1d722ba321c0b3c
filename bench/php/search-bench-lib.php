<?php
/**
 * Benchmark helper: the fixed vocabularies of the search benchmark's library (seed-search.php).
 *
 * @package Frontage
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

/**
 * Title and description words, most frequent first (seed-search.php draws them with a Zipf law):
 * 240 everyday document words, then 5,760 made-up words for the long tail, so that a keyword can
 * match most of the library, a few percent of it, or a handful of files.
 *
 * @return string[]
 */
function frontage_bench_words(): array {
	$head = explode(
		' ',
		'report annual budget project meeting minutes policy guide manual invoice contract summary plan review draft final update notes analysis data ' .
		'proposal agreement schedule request form template letter memo presentation overview handbook checklist procedure standard specification design ' .
		'architecture network server backup security audit compliance training course lesson exercise solution answer question survey results chart ' .
		'table figure image photo video audio recording transcript interview press release news bulletin newsletter brochure catalog price list order ' .
		'receipt statement balance account payment tax return quarter month week year daily weekly monthly quarterly revenue expense cost forecast ' .
		'estimate quote tender bid offer customer client supplier vendor partner employee staff team department office branch region country city ' .
		'north south east west central global local national international research study paper thesis article journal chapter section appendix index ' .
		'reference source code script program software release version patch installer driver firmware hardware device printer scanner camera phone ' .
		'laptop desktop tablet license warranty support service maintenance repair inspection safety health environment energy water waste transport ' .
		'logistics shipping delivery warehouse inventory stock product sample prototype test measurement calibration quality control certificate permit ' .
		'application registration membership subscription renewal invitation agenda calendar event conference workshop seminar webinar campaign ' .
		'marketing sales brand logo poster banner flyer map plan drawing sketch model blueprint floor building site construction property lease'
	);
	$head = array_values( array_unique( $head ) );

	// Made-up words from consonant-vowel syllables, with a fixed generator of our own so that the
	// list does not depend on anything else drawing random numbers.
	$consonants = str_split( 'bcdfgklmnprstvz' );
	$vowels     = str_split( 'aeiou' );
	$state      = 12345;
	$next       = static function ( int $n ) use ( &$state ): int {
		$state = ( $state * 1103515245 + 12345 ) % 2147483648;
		return intdiv( $state, 65536 ) % $n;
	};
	$seen  = array_flip( $head );
	$words = $head;
	while ( count( $words ) < 6000 ) {
		$word = '';
		for ( $s = 2 + $next( 2 ); $s > 0; $s-- ) {
			$word .= $consonants[ $next( count( $consonants ) ) ] . $vowels[ $next( count( $vowels ) ) ];
		}
		$word .= $next( 2 ) ? $consonants[ $next( count( $consonants ) ) ] : '';
		if ( ! isset( $seen[ $word ] ) ) {
			$seen[ $word ] = true;
			$words[]       = $word;
		}
	}
	return $words;
}

/**
 * Category names (a number is added to each).
 *
 * @return string[]
 */
function frontage_bench_category_words(): array {
	return array( 'finance', 'legal', 'human resources', 'engineering', 'marketing', 'sales', 'operations', 'archive', 'public documents', 'board', 'it', 'facilities', 'procurement', 'communications', 'research', 'quality', 'projects', 'training', 'products', 'support' );
}

/**
 * 300 tag names: 30 topics × 10 years. Their words are not title words, so that keyword results
 * (which Frontage also matches against tags, and WP_Query does not) stay comparable.
 *
 * @return string[]
 */
function frontage_bench_tag_names(): array {
	$topics = array( 'payroll', 'onboarding', 'gdpr', 'iso9001', 'kpi', 'okr', 'okr-h2', 'retrospective', 'sprint', 'hiring', 'perks', 'pension', 'insurance', 'vat', 'sox', 'board-pack', 'esg', 'csr', 'infosec', 'helpdesk', 'intranet', 'wiki', 'faq', 'howto', 'hotfix', 'changelog', 'legacy', 'confidential', 'internal', 'external' );
	$names  = array();
	foreach ( $topics as $topic ) {
		for ( $year = 2017; $year <= 2026; $year++ ) {
			$names[] = "{$topic} {$year}";
		}
	}
	return $names;
}

/**
 * 30 extensions, most frequent first, with their MIME types.
 *
 * @return array<string, string>
 */
function frontage_bench_extensions(): array {
	return array(
		'pdf'  => 'application/pdf',
		'docx' => 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
		'xlsx' => 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
		'jpg'  => 'image/jpeg',
		'png'  => 'image/png',
		'zip'  => 'application/zip',
		'pptx' => 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
		'txt'  => 'text/plain',
		'csv'  => 'text/csv',
		'doc'  => 'application/msword',
		'xls'  => 'application/vnd.ms-excel',
		'mp4'  => 'video/mp4',
		'mp3'  => 'audio/mpeg',
		'ppt'  => 'application/vnd.ms-powerpoint',
		'odt'  => 'application/vnd.oasis.opendocument.text',
		'ods'  => 'application/vnd.oasis.opendocument.spreadsheet',
		'rtf'  => 'application/rtf',
		'gif'  => 'image/gif',
		'svg'  => 'image/svg+xml',
		'webp' => 'image/webp',
		'mov'  => 'video/quicktime',
		'avi'  => 'video/x-msvideo',
		'wav'  => 'audio/wav',
		'7z'   => 'application/x-7z-compressed',
		'gz'   => 'application/gzip',
		'tar'  => 'application/x-tar',
		'odp'  => 'application/vnd.oasis.opendocument.presentation',
		'psd'  => 'image/vnd.adobe.photoshop',
		'epub' => 'application/epub+zip',
		'xml'  => 'application/xml',
	);
}
