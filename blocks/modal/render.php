<?php
/**
 * Server rendering of the Modal block; Frontage\Popups\Modal_Block builds and escapes the markup.
 *
 * @package Frontage
 *
 * @var array<string, mixed> $attributes The block's attributes.
 * @var string               $content    The saved inner markup.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

// Printed as is: Modal_Block::render() escapes every part.
echo Frontage\Popups\Modal_Block::render( $attributes, $content );
