<?php
/**
 * Thrown by Test_Case::run_as_ajax() where wp_die() would end an admin-ajax request.
 *
 * @package Frontage
 */

namespace Frontage\Tests;

/**
 * The request ended (wp_die(), wp_send_json()).
 */
final class Ajax_Done extends \RuntimeException {}
