<?php
/**
 * Server rendering of the Off-canvas panel block; Frontage\Popups\Off_Canvas_Block builds and
 * escapes the markup.
 *
 * @package Frontage
 *
 * @var array<string, mixed> $attributes The block's attributes.
 * @var string               $content    The saved inner markup.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

// Printed as is: Off_Canvas_Block::render() escapes every part.
echo Frontage\Popups\Off_Canvas_Block::render( $attributes, $content );
