<?php
/**
 * Decides whether an SVG may enter the library: an allowlist of elements and attributes, read
 * with the XML parser a browser's SVG engine would agree with (docs/files.md "SVG files").
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Refuses, rather than rewrites: a file that passes is stored byte for byte as uploaded, one
 * that does not is refused with what was found, so the uploader can clean it. A blocklist of
 * patterns misses what a parser decodes (`&#106;avascript:`, `java&#9;script:`), so the file is
 * parsed (no network, no entity expansion; a DOCTYPE or an entity is refused before parsing)
 * and every element, attribute and link is held against what is known to be inert.
 */
final class Svg_Check {

	/**
	 * The largest SVG checked, in bytes (decompressed for .svgz): parsing holds it in memory.
	 */
	public const MAX_BYTES = 10485760;

	/**
	 * The SVG namespace.
	 */
	private const SVG_NS = 'http://www.w3.org/2000/svg';

	/**
	 * The XLink namespace (xlink:href, xlink:title…).
	 */
	private const XLINK_NS = 'http://www.w3.org/1999/xlink';

	/**
	 * The XML namespace (xml:space, xml:lang).
	 */
	private const XML_NS = 'http://www.w3.org/XML/1998/namespace';

	/**
	 * Namespaces of editors' and metadata's elements and attributes, which no browser runs
	 * (Inkscape, Sodipodi, RDF, Creative Commons, Dublin Core).
	 */
	private const INERT_NS = array(
		'http://www.inkscape.org/namespaces/inkscape',
		'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
		'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
		'http://creativecommons.org/ns#',
		'http://web.resource.org/cc/',
		'http://purl.org/dc/elements/1.1/',
	);

	/**
	 * SVG elements that draw, group, describe or animate. Not here, so refused: script,
	 * foreignObject (it holds HTML), iframe, embed, object, handler, listener, and anything
	 * unknown.
	 */
	private const ELEMENTS = array(
		'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'metadata', 'switch', 'view', 'style',
		'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textpath',
		'image', 'a', 'clippath', 'mask', 'pattern', 'marker', 'lineargradient', 'radialgradient', 'stop',
		'filter', 'feblend', 'fecolormatrix', 'fecomponenttransfer', 'fecomposite', 'feconvolvematrix',
		'fediffuselighting', 'fedisplacementmap', 'fedistantlight', 'fedropshadow', 'feflood', 'fefunca',
		'fefuncb', 'fefuncg', 'fefuncr', 'fegaussianblur', 'feimage', 'femerge', 'femergenode',
		'femorphology', 'feoffset', 'fepointlight', 'fespecularlighting', 'fespotlight', 'fetile',
		'feturbulence', 'animate', 'animatemotion', 'animatetransform', 'set', 'mpath',
	);

	/**
	 * Elements that change another attribute over time: their attributeName must not be a link
	 * or an event handler (`<set attributeName="href" to="javascript:…">`).
	 */
	private const ANIMATIONS = array( 'animate', 'animatemotion', 'animatetransform', 'set' );

	/**
	 * Attributes without a namespace that only place, paint or describe (lower case). Event
	 * handlers (on…) are not here, so they are refused.
	 */
	private const ATTRIBUTES = array(
		'id', 'class', 'style', 'lang', 'role', 'tabindex', 'focusable', 'transform', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'rx',
		'ry', 'fx', 'fy', 'fr', 'width', 'height', 'd', 'points', 'pathlength', 'viewbox', 'preserveaspectratio',
		'version', 'baseprofile', 'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-linecap',
		'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-opacity', 'opacity',
		'color', 'display', 'visibility', 'overflow', 'clip', 'clip-path', 'clip-rule', 'clippathunits', 'mask',
		'maskunits', 'maskcontentunits', 'filter', 'filterunits', 'primitiveunits', 'marker', 'marker-start',
		'marker-mid', 'marker-end', 'markerwidth', 'markerheight', 'markerunits', 'refx', 'refy', 'orient',
		'patternunits', 'patterncontentunits', 'patterntransform', 'gradientunits', 'gradienttransform',
		'spreadmethod', 'offset', 'stop-color', 'stop-opacity', 'font', 'font-family', 'font-size', 'font-size-adjust',
		'font-style', 'font-weight', 'font-variant', 'font-stretch', 'text-anchor', 'dominant-baseline',
		'alignment-baseline', 'baseline-shift', 'letter-spacing', 'word-spacing', 'text-decoration', 'writing-mode',
		'direction', 'unicode-bidi', 'dx', 'dy', 'rotate', 'textlength', 'lengthadjust', 'startoffset', 'method',
		'spacing', 'side', 'shape-rendering', 'text-rendering', 'image-rendering', 'color-interpolation',
		'color-interpolation-filters', 'color-rendering', 'vector-effect', 'paint-order', 'mix-blend-mode',
		'isolation', 'enable-background', 'in', 'in2', 'result', 'mode', 'type', 'values', 'operator', 'k1', 'k2',
		'k3', 'k4', 'stddeviation', 'edgemode', 'kernelmatrix', 'order', 'divisor', 'bias', 'targetx', 'targety',
		'preservealpha', 'surfacescale', 'diffuseconstant', 'specularconstant', 'specularexponent',
		'kernelunitlength', 'scale', 'xchannelselector', 'ychannelselector', 'flood-color', 'flood-opacity',
		'lighting-color', 'azimuth', 'elevation', 'pointsatx', 'pointsaty', 'pointsatz', 'limitingconeangle',
		'tablevalues', 'slope', 'intercept', 'amplitude', 'exponent', 'radius', 'basefrequency', 'numoctaves',
		'seed', 'stitchtiles', 'attributename', 'attributetype', 'begin', 'dur', 'end', 'min', 'max', 'restart',
		'repeatcount', 'repeatdur', 'calcmode', 'keytimes', 'keysplines', 'keypoints', 'from', 'to', 'by',
		'additive', 'accumulate', 'path', 'href', 'requiredfeatures', 'requiredextensions', 'systemlanguage',
		'space', 'media', 'target',
	);

	/**
	 * XLink attributes besides href (which is checked as a link).
	 */
	private const XLINK_ATTRIBUTES = array( 'title', 'show', 'type', 'role', 'arcrole', 'actuate' );

	/**
	 * Raster images a link may carry inline.
	 */
	private const DATA_IMAGES = '#^data:image/(png|jpeg|jpg|gif|webp|avif);base64,#i';

	/**
	 * What keeps an SVG out of the library, or null when it may enter.
	 *
	 * @param string $svg The file's bytes (an .svgz is decompressed first).
	 * @return string|null A sentence for the uploader.
	 */
	public function problem( string $svg ): ?string {
		if ( strlen( $svg ) > self::MAX_BYTES ) {
			/* translators: %s: a size like "10 MB". */
			return sprintf( __( 'This SVG is larger than %s, too large to check, so it cannot be added to the library.', 'frontage' ), size_format( self::MAX_BYTES ) );
		}
		// Before parsing, so that no entity is ever expanded and nothing is fetched.
		if ( preg_match( '/<!\s*(DOCTYPE|ENTITY)/i', $svg ) ) {
			return __( 'This SVG declares a DOCTYPE or entities, which the library does not accept: remove the <!DOCTYPE …> part and upload it again.', 'frontage' );
		}
		$dom      = new \DOMDocument();
		$internal = libxml_use_internal_errors( true );
		$loaded   = '' !== trim( $svg ) && $dom->loadXML( $svg, LIBXML_NONET | LIBXML_COMPACT );
		libxml_clear_errors();
		libxml_use_internal_errors( $internal );
		if ( ! $loaded || null !== $dom->doctype || ! $dom->documentElement ) {
			return __( 'This SVG is not well-formed XML, so it cannot be checked and cannot be added to the library.', 'frontage' );
		}
		$root = $dom->documentElement;
		if ( 'svg' !== $root->localName || ! in_array( $root->namespaceURI, array( self::SVG_NS, null ), true ) ) {
			return __( 'This file is not an SVG image (its first element is not <svg>), so it cannot be added as one.', 'frontage' );
		}
		$found = $this->walk( $dom );
		return null === $found ? null : sprintf(
			/* translators: %s: what was found, e.g. "the element <script>" or "the attribute onload". */
			__( 'This SVG contains scripts or other content a browser could run (%s), so it cannot be added to the library. Remove it and upload the file again.', 'frontage' ),
			$found
		);
	}

	/**
	 * The first thing in the document that is not allowed, described; null when all is.
	 *
	 * @param \DOMDocument $dom The parsed SVG.
	 */
	private function walk( \DOMDocument $dom ): ?string {
		$stack = array( $dom );
		while ( $stack ) {
			$node = array_pop( $stack );
			foreach ( $node->childNodes as $child ) {
				if ( XML_PI_NODE === $child->nodeType ) {
					/* translators: %s: a processing instruction's name, e.g. xml-stylesheet. */
					return sprintf( __( 'the instruction <?%s?>', 'frontage' ), $child->nodeName );
				}
				if ( XML_ENTITY_REF_NODE === $child->nodeType ) {
					return __( 'an entity', 'frontage' );
				}
				if ( $child instanceof \DOMElement ) {
					$found = $this->element_problem( $child );
					if ( null !== $found ) {
						return $found;
					}
					$stack[] = $child;
				}
			}
		}
		return null;
	}

	/**
	 * What is wrong with one element and its attributes, or null.
	 *
	 * @param \DOMElement $element The element.
	 */
	private function element_problem( \DOMElement $element ): ?string {
		$name = strtolower( (string) $element->localName );
		$ns   = $element->namespaceURI;
		if ( in_array( $ns, self::INERT_NS, true ) ) {
			return null;
		}
		/* translators: %s: an element's name, e.g. script. */
		$refused = sprintf( __( 'the element <%s>', 'frontage' ), $element->nodeName );
		if ( ! in_array( $ns, array( self::SVG_NS, null ), true ) || ! in_array( $name, self::ELEMENTS, true ) ) {
			return $refused;
		}
		if ( 'style' === $name && null !== $this->css_problem( (string) $element->textContent ) ) {
			return $refused;
		}
		if ( in_array( $name, self::ANIMATIONS, true ) ) {
			$target = strtolower( trim( (string) $element->getAttribute( 'attributeName' ) ) );
			$target = substr( $target, (int) strrpos( ':' . $target, ':' ) );
			if ( 'href' === $target || str_starts_with( $target, 'on' ) ) {
				/* translators: 1: an element's name, 2: the attribute it animates. */
				return sprintf( __( '<%1$s> changing %2$s', 'frontage' ), $element->nodeName, $element->getAttribute( 'attributeName' ) );
			}
		}
		foreach ( $element->attributes as $attribute ) {
			$found = $this->attribute_problem( $attribute );
			if ( null !== $found ) {
				return $found;
			}
		}
		return null;
	}

	/**
	 * What is wrong with one attribute, or null.
	 *
	 * @param \DOMAttr $attribute The attribute.
	 */
	private function attribute_problem( \DOMAttr $attribute ): ?string {
		$name  = strtolower( (string) $attribute->localName );
		$ns    = $attribute->namespaceURI;
		$value = (string) $attribute->value;
		/* translators: %s: an attribute's name, e.g. onload. */
		$refused = sprintf( __( 'the attribute %s', 'frontage' ), $attribute->nodeName );
		if ( in_array( $ns, self::INERT_NS, true ) ) {
			return null;
		}
		if ( 'href' === $name && in_array( $ns, array( null, self::XLINK_NS ), true ) ) {
			/* translators: %s: a link, shortened. */
			return self::safe_link( $value ) ? null : sprintf( __( 'a link to %s', 'frontage' ), mb_substr( $value, 0, 40 ) );
		}
		$allowed = ( null === $ns && ( in_array( $name, self::ATTRIBUTES, true ) || preg_match( '/^(data|aria)-[a-z0-9_.-]+$/', $name ) ) )
			|| ( self::XLINK_NS === $ns && in_array( $name, self::XLINK_ATTRIBUTES, true ) )
			|| ( self::XML_NS === $ns && in_array( $name, array( 'space', 'lang' ), true ) );
		if ( ! $allowed || null !== $this->css_problem( $value ) ) {
			return $refused;
		}
		return null;
	}

	/**
	 * Whether a link may stay: a fragment in the same file, a web address, or an inline raster
	 * image. Checked on the value as a browser reads it: without the spaces, tabs and line
	 * breaks it ignores (`java	script:`), entities already decoded by the parser.
	 *
	 * @param string $value The attribute's value.
	 */
	private static function safe_link( string $value ): bool {
		$compact = (string) preg_replace( '/[\x00-\x20]+/', '', $value );
		if ( '' === $compact || str_starts_with( $compact, '#' ) ) {
			return true;
		}
		if ( preg_match( self::DATA_IMAGES, $compact ) ) {
			return true;
		}
		return (bool) preg_match( '#^https?://[^/\\\\]#i', $compact );
	}

	/**
	 * Why a style (a style attribute, a <style> element, or any attribute's value) is refused,
	 * or null: script addresses, old browsers' script hooks, imports, escapes that could hide
	 * them, and url() to anything but a fragment of this file.
	 *
	 * @param string $css The text.
	 */
	private function css_problem( string $css ): ?string {
		$compact = strtolower( (string) preg_replace( '/[\x00-\x20]+/', '', $css ) );
		foreach ( array( 'javascript:', 'vbscript:', 'expression(', '@import', 'behavior:', '-moz-binding', '\\' ) as $bad ) {
			if ( str_contains( $compact, $bad ) ) {
				return $bad;
			}
		}
		if ( preg_match( '/url\((?![\'"]?#)/', $compact ) ) {
			return 'url(';
		}
		return null;
	}
}
