<?php
/**
 * Consent for third-party content, the words a visitor reads on a placeholder (docs/media.md
 * "Consent": what the visitor sees).
 *
 * @package Frontage
 */

namespace Frontage\Media;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * One place for the placeholder's name, note and button, by kind.
 */
final class Consent_Words {

	/**
	 * The placeholder's words for a kind of content from a provider.
	 *
	 * @param string $kind     The kind (Consent::VIDEO…).
	 * @param string $provider The provider's name, or the host of an unknown one.
	 * @param bool   $api      Whether a consent plugin keeps the choice (then it decides how long).
	 * @return array{label: string, note: string, button: string} The group's name, the note and the button's words.
	 */
	public static function of( string $kind, string $provider, bool $api ): array {
		$words = match ( $kind ) {
			Consent::VIDEO => array(
				/* translators: %s: a video host, e.g. YouTube. */
				__( 'Video from %s', 'frontage' ),
				/* translators: %s: a video host, e.g. YouTube. */
				__( 'This video is played by %s, which sees your visit and may set cookies once it loads. Agreeing loads the videos on this site.', 'frontage' ),
				/* translators: %s: a video host, e.g. YouTube. */
				__( 'Load video from %s', 'frontage' ),
			),
			Consent::MAP => array(
				/* translators: %s: a map service, e.g. Google Maps. */
				__( 'Map from %s', 'frontage' ),
				/* translators: %s: a map service, e.g. Google Maps. */
				__( 'This map is shown by %s, which sees your visit and may set cookies once it loads. Agreeing loads the maps on this site.', 'frontage' ),
				/* translators: %s: a map service, e.g. Google Maps. */
				__( 'Load map from %s', 'frontage' ),
			),
			Consent::SOCIAL => array(
				/* translators: %s: a social network, e.g. Instagram. */
				__( 'Post from %s', 'frontage' ),
				/* translators: %s: a social network, e.g. Instagram. */
				__( 'This post is shown by %s, which sees your visit and may set cookies once it loads. Agreeing loads the social media posts on this site.', 'frontage' ),
				/* translators: %s: a social network, e.g. Instagram. */
				__( 'Load post from %s', 'frontage' ),
			),
			Consent::VIDEO_BACKGROUND => array(
				/* translators: %s: a video host. */
				__( 'Background video from %s', 'frontage' ),
				/* translators: %s: a video host. */
				__( 'This background video is played by %s, which sees your visit and may set cookies once it loads. Agreeing loads the background videos on this site.', 'frontage' ),
				/* translators: %s: a video host. */
				__( 'Load background video from %s', 'frontage' ),
			),
			Consent::RECAPTCHA => array(
				/* translators: %s: Google reCAPTCHA. */
				__( 'Form protected by %s', 'frontage' ),
				/* translators: %s: Google reCAPTCHA. */
				__( 'This form can be sent once %s has loaded; Google sees your visit and may set cookies. Agreeing loads reCAPTCHA on the forms of this site.', 'frontage' ),
				/* translators: %s: Google reCAPTCHA. */
				__( 'Load %s', 'frontage' ),
			),
			default => array(
				/* translators: %s: a web address's host, e.g. maps.example.com. */
				__( 'Content from %s', 'frontage' ),
				/* translators: %s: a web address's host, e.g. maps.example.com. */
				__( 'This content comes from %s, which sees your visit and may set cookies once it loads. Agreeing loads content from other sites on this site.', 'frontage' ),
				/* translators: %s: a web address's host, e.g. maps.example.com. */
				__( 'Load content from %s', 'frontage' ),
			),
		};
		$note = sprintf( $words[1], $provider );
		if ( ! $api ) {
			$note .= ' ' . sprintf(
				/* translators: %d: number of days. */
				_n( 'Your choice is kept for %d day.', 'Your choice is kept for %d days.', Consent::DAYS, 'frontage' ),
				Consent::DAYS
			);
		}
		return array(
			'label'  => sprintf( $words[0], $provider ),
			'note'   => $note,
			'button' => sprintf( $words[2], $provider ),
		);
	}
}
