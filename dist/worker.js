import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
import * as __WEBPACK_EXTERNAL_MODULE_onnxruntime_node_6a60201e__ from "onnxruntime-node";
/******/ var __webpack_modules__ = ({

/***/ 390:
/***/ (function(module, exports) {

// GENERATED FILE. DO NOT EDIT.
(function (global, factory) {
  function preferDefault(exports) {
    return exports.default || exports;
  }
  if (typeof define === "function" && define.amd) {
    define([], function () {
      var exports = {};
      factory(exports);
      return preferDefault(exports);
    });
  } else if (true) {
    factory(exports);
    if (true) module.exports = preferDefault(exports);
  } else {}
})(
  typeof globalThis !== "undefined"
    ? globalThis
    : typeof self !== "undefined"
      ? self
      : this,
  function (_exports) {
    "use strict";

    Object.defineProperty(_exports, "__esModule", {
      value: true,
    });
    _exports.default = void 0;
    /**
     * @license
     * Copyright 2009 The Closure Library Authors
     * Copyright 2020 Daniel Wirtz / The long.js Authors.
     *
     * Licensed under the Apache License, Version 2.0 (the "License");
     * you may not use this file except in compliance with the License.
     * You may obtain a copy of the License at
     *
     *     http://www.apache.org/licenses/LICENSE-2.0
     *
     * Unless required by applicable law or agreed to in writing, software
     * distributed under the License is distributed on an "AS IS" BASIS,
     * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
     * See the License for the specific language governing permissions and
     * limitations under the License.
     *
     * SPDX-License-Identifier: Apache-2.0
     */

    // WebAssembly optimizations to do native i64 multiplication and divide
    var wasm = null;
    try {
      wasm = new WebAssembly.Instance(
        new WebAssembly.Module(
          new Uint8Array([
            // \0asm
            0, 97, 115, 109,
            // version 1
            1, 0, 0, 0,
            // section "type"
            1, 13, 2,
            // 0, () => i32
            96, 0, 1, 127,
            // 1, (i32, i32, i32, i32) => i32
            96, 4, 127, 127, 127, 127, 1, 127,
            // section "function"
            3, 7, 6,
            // 0, type 0
            0,
            // 1, type 1
            1,
            // 2, type 1
            1,
            // 3, type 1
            1,
            // 4, type 1
            1,
            // 5, type 1
            1,
            // section "global"
            6, 6, 1,
            // 0, "high", mutable i32
            127, 1, 65, 0, 11,
            // section "export"
            7, 50, 6,
            // 0, "mul"
            3, 109, 117, 108, 0, 1,
            // 1, "div_s"
            5, 100, 105, 118, 95, 115, 0, 2,
            // 2, "div_u"
            5, 100, 105, 118, 95, 117, 0, 3,
            // 3, "rem_s"
            5, 114, 101, 109, 95, 115, 0, 4,
            // 4, "rem_u"
            5, 114, 101, 109, 95, 117, 0, 5,
            // 5, "get_high"
            8, 103, 101, 116, 95, 104, 105, 103, 104, 0, 0,
            // section "code"
            10, 191, 1, 6,
            // 0, "get_high"
            4, 0, 35, 0, 11,
            // 1, "mul"
            36, 1, 1, 126, 32, 0, 173, 32, 1, 173, 66, 32, 134, 132, 32, 2, 173,
            32, 3, 173, 66, 32, 134, 132, 126, 34, 4, 66, 32, 135, 167, 36, 0,
            32, 4, 167, 11,
            // 2, "div_s"
            36, 1, 1, 126, 32, 0, 173, 32, 1, 173, 66, 32, 134, 132, 32, 2, 173,
            32, 3, 173, 66, 32, 134, 132, 127, 34, 4, 66, 32, 135, 167, 36, 0,
            32, 4, 167, 11,
            // 3, "div_u"
            36, 1, 1, 126, 32, 0, 173, 32, 1, 173, 66, 32, 134, 132, 32, 2, 173,
            32, 3, 173, 66, 32, 134, 132, 128, 34, 4, 66, 32, 135, 167, 36, 0,
            32, 4, 167, 11,
            // 4, "rem_s"
            36, 1, 1, 126, 32, 0, 173, 32, 1, 173, 66, 32, 134, 132, 32, 2, 173,
            32, 3, 173, 66, 32, 134, 132, 129, 34, 4, 66, 32, 135, 167, 36, 0,
            32, 4, 167, 11,
            // 5, "rem_u"
            36, 1, 1, 126, 32, 0, 173, 32, 1, 173, 66, 32, 134, 132, 32, 2, 173,
            32, 3, 173, 66, 32, 134, 132, 130, 34, 4, 66, 32, 135, 167, 36, 0,
            32, 4, 167, 11,
          ]),
        ),
        {},
      ).exports;
    } catch {
      // no wasm support :(
    }

    /**
     * Constructs a 64 bit two's-complement integer, given its low and high 32 bit values as *signed* integers.
     *  See the from* functions below for more convenient ways of constructing Longs.
     * @exports Long
     * @class A Long class for representing a 64 bit two's-complement integer value.
     * @param {number} low The low (signed) 32 bits of the long
     * @param {number} high The high (signed) 32 bits of the long
     * @param {boolean=} unsigned Whether unsigned or not, defaults to signed
     * @constructor
     */
    function Long(low, high, unsigned) {
      /**
       * The low 32 bits as a signed value.
       * @type {number}
       */
      this.low = low | 0;

      /**
       * The high 32 bits as a signed value.
       * @type {number}
       */
      this.high = high | 0;

      /**
       * Whether unsigned or not.
       * @type {boolean}
       */
      this.unsigned = !!unsigned;
    }

    // The internal representation of a long is the two given signed, 32-bit values.
    // We use 32-bit pieces because these are the size of integers on which
    // Javascript performs bit-operations.  For operations like addition and
    // multiplication, we split each number into 16 bit pieces, which can easily be
    // multiplied within Javascript's floating-point representation without overflow
    // or change in sign.
    //
    // In the algorithms below, we frequently reduce the negative case to the
    // positive case by negating the input(s) and then post-processing the result.
    // Note that we must ALWAYS check specially whether those values are MIN_VALUE
    // (-2^63) because -MIN_VALUE == MIN_VALUE (since 2^63 cannot be represented as
    // a positive number, it overflows back into a negative).  Not handling this
    // case would often result in infinite recursion.
    //
    // Common constant values ZERO, ONE, NEG_ONE, etc. are defined below the from*
    // methods on which they depend.

    /**
     * An indicator used to reliably determine if an object is a Long or not.
     * @type {boolean}
     * @const
     * @private
     */
    Long.prototype.__isLong__;
    Object.defineProperty(Long.prototype, "__isLong__", {
      value: true,
    });

    /**
     * @function
     * @param {*} obj Object
     * @returns {boolean}
     * @inner
     */
    function isLong(obj) {
      return (obj && obj["__isLong__"]) === true;
    }

    /**
     * @function
     * @param {*} value number
     * @returns {number}
     * @inner
     */
    function ctz32(value) {
      var c = Math.clz32(value & -value);
      return value ? 31 - c : c;
    }

    /**
     * Tests if the specified object is a Long.
     * @function
     * @param {*} obj Object
     * @returns {boolean}
     */
    Long.isLong = isLong;

    /**
     * A cache of the Long representations of small integer values.
     * @type {!Object}
     * @inner
     */
    var INT_CACHE = {};

    /**
     * A cache of the Long representations of small unsigned integer values.
     * @type {!Object}
     * @inner
     */
    var UINT_CACHE = {};

    /**
     * @param {number} value
     * @param {boolean=} unsigned
     * @returns {!Long}
     * @inner
     */
    function fromInt(value, unsigned) {
      var obj, cachedObj, cache;
      if (unsigned) {
        value >>>= 0;
        if ((cache = 0 <= value && value < 256)) {
          cachedObj = UINT_CACHE[value];
          if (cachedObj) return cachedObj;
        }
        obj = fromBits(value, 0, true);
        if (cache) UINT_CACHE[value] = obj;
        return obj;
      } else {
        value |= 0;
        if ((cache = -128 <= value && value < 128)) {
          cachedObj = INT_CACHE[value];
          if (cachedObj) return cachedObj;
        }
        obj = fromBits(value, value < 0 ? -1 : 0, false);
        if (cache) INT_CACHE[value] = obj;
        return obj;
      }
    }

    /**
     * Returns a Long representing the given 32 bit integer value.
     * @function
     * @param {number} value The 32 bit integer in question
     * @param {boolean=} unsigned Whether unsigned or not, defaults to signed
     * @returns {!Long} The corresponding Long value
     */
    Long.fromInt = fromInt;

    /**
     * @param {number} value
     * @param {boolean=} unsigned
     * @returns {!Long}
     * @inner
     */
    function fromNumber(value, unsigned) {
      if (isNaN(value)) return unsigned ? UZERO : ZERO;
      if (unsigned) {
        if (value < 0) return UZERO;
        if (value >= TWO_PWR_64_DBL) return MAX_UNSIGNED_VALUE;
      } else {
        if (value <= -TWO_PWR_63_DBL) return MIN_VALUE;
        if (value + 1 >= TWO_PWR_63_DBL) return MAX_VALUE;
      }
      if (value < 0) return fromNumber(-value, unsigned).neg();
      return fromBits(
        value % TWO_PWR_32_DBL | 0,
        (value / TWO_PWR_32_DBL) | 0,
        unsigned,
      );
    }

    /**
     * Returns a Long representing the given value, provided that it is a finite number. Otherwise, zero is returned.
     * @function
     * @param {number} value The number in question
     * @param {boolean=} unsigned Whether unsigned or not, defaults to signed
     * @returns {!Long} The corresponding Long value
     */
    Long.fromNumber = fromNumber;

    /**
     * @param {number} lowBits
     * @param {number} highBits
     * @param {boolean=} unsigned
     * @returns {!Long}
     * @inner
     */
    function fromBits(lowBits, highBits, unsigned) {
      return new Long(lowBits, highBits, unsigned);
    }

    /**
     * Returns a Long representing the 64 bit integer that comes by concatenating the given low and high bits. Each is
     *  assumed to use 32 bits.
     * @function
     * @param {number} lowBits The low 32 bits
     * @param {number} highBits The high 32 bits
     * @param {boolean=} unsigned Whether unsigned or not, defaults to signed
     * @returns {!Long} The corresponding Long value
     */
    Long.fromBits = fromBits;

    /**
     * @function
     * @param {number} base
     * @param {number} exponent
     * @returns {number}
     * @inner
     */
    var pow_dbl = Math.pow; // Used 4 times (4*8 to 15+4)

    /**
     * @param {string} str
     * @param {(boolean|number)=} unsigned
     * @param {number=} radix
     * @returns {!Long}
     * @inner
     */
    function fromString(str, unsigned, radix) {
      if (str.length === 0) throw Error("empty string");
      if (typeof unsigned === "number") {
        // For goog.math.long compatibility
        radix = unsigned;
        unsigned = false;
      } else {
        unsigned = !!unsigned;
      }
      if (
        str === "NaN" ||
        str === "Infinity" ||
        str === "+Infinity" ||
        str === "-Infinity"
      )
        return unsigned ? UZERO : ZERO;
      radix = radix || 10;
      if (radix < 2 || 36 < radix) throw RangeError("radix");
      var p;
      if ((p = str.indexOf("-")) > 0) throw Error("interior hyphen");
      else if (p === 0) {
        return fromString(str.substring(1), unsigned, radix).neg();
      }

      // Do several (8) digits each time through the loop, so as to
      // minimize the calls to the very expensive emulated div.
      var radixToPower = fromNumber(pow_dbl(radix, 8));
      var result = ZERO;
      for (var i = 0; i < str.length; i += 8) {
        var size = Math.min(8, str.length - i),
          value = parseInt(str.substring(i, i + size), radix);
        if (size < 8) {
          var power = fromNumber(pow_dbl(radix, size));
          result = result.mul(power).add(fromNumber(value));
        } else {
          result = result.mul(radixToPower);
          result = result.add(fromNumber(value));
        }
      }
      result.unsigned = unsigned;
      return result;
    }

    /**
     * Returns a Long representation of the given string, written using the specified radix.
     * @function
     * @param {string} str The textual representation of the Long
     * @param {(boolean|number)=} unsigned Whether unsigned or not, defaults to signed
     * @param {number=} radix The radix in which the text is written (2-36), defaults to 10
     * @returns {!Long} The corresponding Long value
     */
    Long.fromString = fromString;

    /**
     * @function
     * @param {!Long|number|string|!{low: number, high: number, unsigned: boolean}} val
     * @param {boolean=} unsigned
     * @returns {!Long}
     * @inner
     */
    function fromValue(val, unsigned) {
      if (typeof val === "number") return fromNumber(val, unsigned);
      if (typeof val === "string") return fromString(val, unsigned);
      // Throws for non-objects, converts non-instanceof Long:
      return fromBits(
        val.low,
        val.high,
        typeof unsigned === "boolean" ? unsigned : val.unsigned,
      );
    }

    /**
     * Converts the specified value to a Long using the appropriate from* function for its type.
     * @function
     * @param {!Long|number|bigint|string|!{low: number, high: number, unsigned: boolean}} val Value
     * @param {boolean=} unsigned Whether unsigned or not, defaults to signed
     * @returns {!Long}
     */
    Long.fromValue = fromValue;

    // NOTE: the compiler should inline these constant values below and then remove these variables, so there should be
    // no runtime penalty for these.

    /**
     * @type {number}
     * @const
     * @inner
     */
    var TWO_PWR_16_DBL = 1 << 16;

    /**
     * @type {number}
     * @const
     * @inner
     */
    var TWO_PWR_24_DBL = 1 << 24;

    /**
     * @type {number}
     * @const
     * @inner
     */
    var TWO_PWR_32_DBL = TWO_PWR_16_DBL * TWO_PWR_16_DBL;

    /**
     * @type {number}
     * @const
     * @inner
     */
    var TWO_PWR_64_DBL = TWO_PWR_32_DBL * TWO_PWR_32_DBL;

    /**
     * @type {number}
     * @const
     * @inner
     */
    var TWO_PWR_63_DBL = TWO_PWR_64_DBL / 2;

    /**
     * @type {!Long}
     * @const
     * @inner
     */
    var TWO_PWR_24 = fromInt(TWO_PWR_24_DBL);

    /**
     * @type {!Long}
     * @inner
     */
    var ZERO = fromInt(0);

    /**
     * Signed zero.
     * @type {!Long}
     */
    Long.ZERO = ZERO;

    /**
     * @type {!Long}
     * @inner
     */
    var UZERO = fromInt(0, true);

    /**
     * Unsigned zero.
     * @type {!Long}
     */
    Long.UZERO = UZERO;

    /**
     * @type {!Long}
     * @inner
     */
    var ONE = fromInt(1);

    /**
     * Signed one.
     * @type {!Long}
     */
    Long.ONE = ONE;

    /**
     * @type {!Long}
     * @inner
     */
    var UONE = fromInt(1, true);

    /**
     * Unsigned one.
     * @type {!Long}
     */
    Long.UONE = UONE;

    /**
     * @type {!Long}
     * @inner
     */
    var NEG_ONE = fromInt(-1);

    /**
     * Signed negative one.
     * @type {!Long}
     */
    Long.NEG_ONE = NEG_ONE;

    /**
     * @type {!Long}
     * @inner
     */
    var MAX_VALUE = fromBits(0xffffffff | 0, 0x7fffffff | 0, false);

    /**
     * Maximum signed value.
     * @type {!Long}
     */
    Long.MAX_VALUE = MAX_VALUE;

    /**
     * @type {!Long}
     * @inner
     */
    var MAX_UNSIGNED_VALUE = fromBits(0xffffffff | 0, 0xffffffff | 0, true);

    /**
     * Maximum unsigned value.
     * @type {!Long}
     */
    Long.MAX_UNSIGNED_VALUE = MAX_UNSIGNED_VALUE;

    /**
     * @type {!Long}
     * @inner
     */
    var MIN_VALUE = fromBits(0, 0x80000000 | 0, false);

    /**
     * Minimum signed value.
     * @type {!Long}
     */
    Long.MIN_VALUE = MIN_VALUE;

    /**
     * @alias Long.prototype
     * @inner
     */
    var LongPrototype = Long.prototype;

    /**
     * Converts the Long to a 32 bit integer, assuming it is a 32 bit integer.
     * @this {!Long}
     * @returns {number}
     */
    LongPrototype.toInt = function toInt() {
      return this.unsigned ? this.low >>> 0 : this.low;
    };

    /**
     * Converts the Long to a the nearest floating-point representation of this value (double, 53 bit mantissa).
     * @this {!Long}
     * @returns {number}
     */
    LongPrototype.toNumber = function toNumber() {
      if (this.unsigned)
        return (this.high >>> 0) * TWO_PWR_32_DBL + (this.low >>> 0);
      return this.high * TWO_PWR_32_DBL + (this.low >>> 0);
    };

    /**
     * Converts the Long to a string written in the specified radix.
     * @this {!Long}
     * @param {number=} radix Radix (2-36), defaults to 10
     * @returns {string}
     * @override
     * @throws {RangeError} If `radix` is out of range
     */
    LongPrototype.toString = function toString(radix) {
      radix = radix || 10;
      if (radix < 2 || 36 < radix) throw RangeError("radix");
      if (this.isZero()) return "0";
      if (this.isNegative()) {
        // Unsigned Longs are never negative
        if (this.eq(MIN_VALUE)) {
          // We need to change the Long value before it can be negated, so we remove
          // the bottom-most digit in this base and then recurse to do the rest.
          var radixLong = fromNumber(radix),
            div = this.div(radixLong),
            rem1 = div.mul(radixLong).sub(this);
          return div.toString(radix) + rem1.toInt().toString(radix);
        } else return "-" + this.neg().toString(radix);
      }

      // Do several (6) digits each time through the loop, so as to
      // minimize the calls to the very expensive emulated div.
      var radixToPower = fromNumber(pow_dbl(radix, 6), this.unsigned),
        rem = this;
      var result = "";
      while (true) {
        var remDiv = rem.div(radixToPower),
          intval = rem.sub(remDiv.mul(radixToPower)).toInt() >>> 0,
          digits = intval.toString(radix);
        rem = remDiv;
        if (rem.isZero()) return digits + result;
        else {
          while (digits.length < 6) digits = "0" + digits;
          result = "" + digits + result;
        }
      }
    };

    /**
     * Gets the high 32 bits as a signed integer.
     * @this {!Long}
     * @returns {number} Signed high bits
     */
    LongPrototype.getHighBits = function getHighBits() {
      return this.high;
    };

    /**
     * Gets the high 32 bits as an unsigned integer.
     * @this {!Long}
     * @returns {number} Unsigned high bits
     */
    LongPrototype.getHighBitsUnsigned = function getHighBitsUnsigned() {
      return this.high >>> 0;
    };

    /**
     * Gets the low 32 bits as a signed integer.
     * @this {!Long}
     * @returns {number} Signed low bits
     */
    LongPrototype.getLowBits = function getLowBits() {
      return this.low;
    };

    /**
     * Gets the low 32 bits as an unsigned integer.
     * @this {!Long}
     * @returns {number} Unsigned low bits
     */
    LongPrototype.getLowBitsUnsigned = function getLowBitsUnsigned() {
      return this.low >>> 0;
    };

    /**
     * Gets the number of bits needed to represent the absolute value of this Long.
     * @this {!Long}
     * @returns {number}
     */
    LongPrototype.getNumBitsAbs = function getNumBitsAbs() {
      if (this.isNegative())
        // Unsigned Longs are never negative
        return this.eq(MIN_VALUE) ? 64 : this.neg().getNumBitsAbs();
      var val = this.high != 0 ? this.high : this.low;
      for (var bit = 31; bit > 0; bit--) if ((val & (1 << bit)) != 0) break;
      return this.high != 0 ? bit + 33 : bit + 1;
    };

    /**
     * Tests if this Long can be safely represented as a JavaScript number.
     * @this {!Long}
     * @returns {boolean}
     */
    LongPrototype.isSafeInteger = function isSafeInteger() {
      // 2^53-1 is the maximum safe value
      var top11Bits = this.high >> 21;
      // [0, 2^53-1]
      if (!top11Bits) return true;
      // > 2^53-1
      if (this.unsigned) return false;
      // [-2^53, -1] except -2^53
      return top11Bits === -1 && !(this.low === 0 && this.high === -0x200000);
    };

    /**
     * Tests if this Long's value equals zero.
     * @this {!Long}
     * @returns {boolean}
     */
    LongPrototype.isZero = function isZero() {
      return this.high === 0 && this.low === 0;
    };

    /**
     * Tests if this Long's value equals zero. This is an alias of {@link Long#isZero}.
     * @returns {boolean}
     */
    LongPrototype.eqz = LongPrototype.isZero;

    /**
     * Tests if this Long's value is negative.
     * @this {!Long}
     * @returns {boolean}
     */
    LongPrototype.isNegative = function isNegative() {
      return !this.unsigned && this.high < 0;
    };

    /**
     * Tests if this Long's value is positive or zero.
     * @this {!Long}
     * @returns {boolean}
     */
    LongPrototype.isPositive = function isPositive() {
      return this.unsigned || this.high >= 0;
    };

    /**
     * Tests if this Long's value is odd.
     * @this {!Long}
     * @returns {boolean}
     */
    LongPrototype.isOdd = function isOdd() {
      return (this.low & 1) === 1;
    };

    /**
     * Tests if this Long's value is even.
     * @this {!Long}
     * @returns {boolean}
     */
    LongPrototype.isEven = function isEven() {
      return (this.low & 1) === 0;
    };

    /**
     * Tests if this Long's value equals the specified's.
     * @this {!Long}
     * @param {!Long|number|bigint|string} other Other value
     * @returns {boolean}
     */
    LongPrototype.equals = function equals(other) {
      if (!isLong(other)) other = fromValue(other);
      if (
        this.unsigned !== other.unsigned &&
        this.high >>> 31 === 1 &&
        other.high >>> 31 === 1
      )
        return false;
      return this.high === other.high && this.low === other.low;
    };

    /**
     * Tests if this Long's value equals the specified's. This is an alias of {@link Long#equals}.
     * @function
     * @param {!Long|number|bigint|string} other Other value
     * @returns {boolean}
     */
    LongPrototype.eq = LongPrototype.equals;

    /**
     * Tests if this Long's value differs from the specified's.
     * @this {!Long}
     * @param {!Long|number|bigint|string} other Other value
     * @returns {boolean}
     */
    LongPrototype.notEquals = function notEquals(other) {
      return !this.eq(/* validates */ other);
    };

    /**
     * Tests if this Long's value differs from the specified's. This is an alias of {@link Long#notEquals}.
     * @function
     * @param {!Long|number|bigint|string} other Other value
     * @returns {boolean}
     */
    LongPrototype.neq = LongPrototype.notEquals;

    /**
     * Tests if this Long's value differs from the specified's. This is an alias of {@link Long#notEquals}.
     * @function
     * @param {!Long|number|bigint|string} other Other value
     * @returns {boolean}
     */
    LongPrototype.ne = LongPrototype.notEquals;

    /**
     * Tests if this Long's value is less than the specified's.
     * @this {!Long}
     * @param {!Long|number|bigint|string} other Other value
     * @returns {boolean}
     */
    LongPrototype.lessThan = function lessThan(other) {
      return this.comp(/* validates */ other) < 0;
    };

    /**
     * Tests if this Long's value is less than the specified's. This is an alias of {@link Long#lessThan}.
     * @function
     * @param {!Long|number|bigint|string} other Other value
     * @returns {boolean}
     */
    LongPrototype.lt = LongPrototype.lessThan;

    /**
     * Tests if this Long's value is less than or equal the specified's.
     * @this {!Long}
     * @param {!Long|number|bigint|string} other Other value
     * @returns {boolean}
     */
    LongPrototype.lessThanOrEqual = function lessThanOrEqual(other) {
      return this.comp(/* validates */ other) <= 0;
    };

    /**
     * Tests if this Long's value is less than or equal the specified's. This is an alias of {@link Long#lessThanOrEqual}.
     * @function
     * @param {!Long|number|bigint|string} other Other value
     * @returns {boolean}
     */
    LongPrototype.lte = LongPrototype.lessThanOrEqual;

    /**
     * Tests if this Long's value is less than or equal the specified's. This is an alias of {@link Long#lessThanOrEqual}.
     * @function
     * @param {!Long|number|bigint|string} other Other value
     * @returns {boolean}
     */
    LongPrototype.le = LongPrototype.lessThanOrEqual;

    /**
     * Tests if this Long's value is greater than the specified's.
     * @this {!Long}
     * @param {!Long|number|bigint|string} other Other value
     * @returns {boolean}
     */
    LongPrototype.greaterThan = function greaterThan(other) {
      return this.comp(/* validates */ other) > 0;
    };

    /**
     * Tests if this Long's value is greater than the specified's. This is an alias of {@link Long#greaterThan}.
     * @function
     * @param {!Long|number|bigint|string} other Other value
     * @returns {boolean}
     */
    LongPrototype.gt = LongPrototype.greaterThan;

    /**
     * Tests if this Long's value is greater than or equal the specified's.
     * @this {!Long}
     * @param {!Long|number|bigint|string} other Other value
     * @returns {boolean}
     */
    LongPrototype.greaterThanOrEqual = function greaterThanOrEqual(other) {
      return this.comp(/* validates */ other) >= 0;
    };

    /**
     * Tests if this Long's value is greater than or equal the specified's. This is an alias of {@link Long#greaterThanOrEqual}.
     * @function
     * @param {!Long|number|bigint|string} other Other value
     * @returns {boolean}
     */
    LongPrototype.gte = LongPrototype.greaterThanOrEqual;

    /**
     * Tests if this Long's value is greater than or equal the specified's. This is an alias of {@link Long#greaterThanOrEqual}.
     * @function
     * @param {!Long|number|bigint|string} other Other value
     * @returns {boolean}
     */
    LongPrototype.ge = LongPrototype.greaterThanOrEqual;

    /**
     * Compares this Long's value with the specified's.
     * @this {!Long}
     * @param {!Long|number|bigint|string} other Other value
     * @returns {number} 0 if they are the same, 1 if the this is greater and -1
     *  if the given one is greater
     */
    LongPrototype.compare = function compare(other) {
      if (!isLong(other)) other = fromValue(other);
      if (this.eq(other)) return 0;
      var thisNeg = this.isNegative(),
        otherNeg = other.isNegative();
      if (thisNeg && !otherNeg) return -1;
      if (!thisNeg && otherNeg) return 1;
      // At this point the sign bits are the same
      if (!this.unsigned) return this.sub(other).isNegative() ? -1 : 1;
      // Both are positive if at least one is unsigned
      return other.high >>> 0 > this.high >>> 0 ||
        (other.high === this.high && other.low >>> 0 > this.low >>> 0)
        ? -1
        : 1;
    };

    /**
     * Compares this Long's value with the specified's. This is an alias of {@link Long#compare}.
     * @function
     * @param {!Long|number|bigint|string} other Other value
     * @returns {number} 0 if they are the same, 1 if the this is greater and -1
     *  if the given one is greater
     */
    LongPrototype.comp = LongPrototype.compare;

    /**
     * Negates this Long's value.
     * @this {!Long}
     * @returns {!Long} Negated Long
     */
    LongPrototype.negate = function negate() {
      if (!this.unsigned && this.eq(MIN_VALUE)) return MIN_VALUE;
      return this.not().add(ONE);
    };

    /**
     * Negates this Long's value. This is an alias of {@link Long#negate}.
     * @function
     * @returns {!Long} Negated Long
     */
    LongPrototype.neg = LongPrototype.negate;

    /**
     * Returns the sum of this and the specified Long.
     * @this {!Long}
     * @param {!Long|number|bigint|string} addend Addend
     * @returns {!Long} Sum
     */
    LongPrototype.add = function add(addend) {
      if (!isLong(addend)) addend = fromValue(addend);

      // Divide each number into 4 chunks of 16 bits, and then sum the chunks.

      var a48 = this.high >>> 16;
      var a32 = this.high & 0xffff;
      var a16 = this.low >>> 16;
      var a00 = this.low & 0xffff;
      var b48 = addend.high >>> 16;
      var b32 = addend.high & 0xffff;
      var b16 = addend.low >>> 16;
      var b00 = addend.low & 0xffff;
      var c48 = 0,
        c32 = 0,
        c16 = 0,
        c00 = 0;
      c00 += a00 + b00;
      c16 += c00 >>> 16;
      c00 &= 0xffff;
      c16 += a16 + b16;
      c32 += c16 >>> 16;
      c16 &= 0xffff;
      c32 += a32 + b32;
      c48 += c32 >>> 16;
      c32 &= 0xffff;
      c48 += a48 + b48;
      c48 &= 0xffff;
      return fromBits((c16 << 16) | c00, (c48 << 16) | c32, this.unsigned);
    };

    /**
     * Returns the difference of this and the specified Long.
     * @this {!Long}
     * @param {!Long|number|bigint|string} subtrahend Subtrahend
     * @returns {!Long} Difference
     */
    LongPrototype.subtract = function subtract(subtrahend) {
      if (!isLong(subtrahend)) subtrahend = fromValue(subtrahend);
      return this.add(subtrahend.neg());
    };

    /**
     * Returns the difference of this and the specified Long. This is an alias of {@link Long#subtract}.
     * @function
     * @param {!Long|number|bigint|string} subtrahend Subtrahend
     * @returns {!Long} Difference
     */
    LongPrototype.sub = LongPrototype.subtract;

    /**
     * Returns the product of this and the specified Long.
     * @this {!Long}
     * @param {!Long|number|bigint|string} multiplier Multiplier
     * @returns {!Long} Product
     */
    LongPrototype.multiply = function multiply(multiplier) {
      if (this.isZero()) return this;
      if (!isLong(multiplier)) multiplier = fromValue(multiplier);

      // use wasm support if present
      if (wasm) {
        var low = wasm["mul"](
          this.low,
          this.high,
          multiplier.low,
          multiplier.high,
        );
        return fromBits(low, wasm["get_high"](), this.unsigned);
      }
      if (multiplier.isZero()) return this.unsigned ? UZERO : ZERO;
      if (this.eq(MIN_VALUE)) return multiplier.isOdd() ? MIN_VALUE : ZERO;
      if (multiplier.eq(MIN_VALUE)) return this.isOdd() ? MIN_VALUE : ZERO;
      if (this.isNegative()) {
        if (multiplier.isNegative()) return this.neg().mul(multiplier.neg());
        else return this.neg().mul(multiplier).neg();
      } else if (multiplier.isNegative())
        return this.mul(multiplier.neg()).neg();

      // If both longs are small, use float multiplication
      if (this.lt(TWO_PWR_24) && multiplier.lt(TWO_PWR_24))
        return fromNumber(
          this.toNumber() * multiplier.toNumber(),
          this.unsigned,
        );

      // Divide each long into 4 chunks of 16 bits, and then add up 4x4 products.
      // We can skip products that would overflow.

      var a48 = this.high >>> 16;
      var a32 = this.high & 0xffff;
      var a16 = this.low >>> 16;
      var a00 = this.low & 0xffff;
      var b48 = multiplier.high >>> 16;
      var b32 = multiplier.high & 0xffff;
      var b16 = multiplier.low >>> 16;
      var b00 = multiplier.low & 0xffff;
      var c48 = 0,
        c32 = 0,
        c16 = 0,
        c00 = 0;
      c00 += a00 * b00;
      c16 += c00 >>> 16;
      c00 &= 0xffff;
      c16 += a16 * b00;
      c32 += c16 >>> 16;
      c16 &= 0xffff;
      c16 += a00 * b16;
      c32 += c16 >>> 16;
      c16 &= 0xffff;
      c32 += a32 * b00;
      c48 += c32 >>> 16;
      c32 &= 0xffff;
      c32 += a16 * b16;
      c48 += c32 >>> 16;
      c32 &= 0xffff;
      c32 += a00 * b32;
      c48 += c32 >>> 16;
      c32 &= 0xffff;
      c48 += a48 * b00 + a32 * b16 + a16 * b32 + a00 * b48;
      c48 &= 0xffff;
      return fromBits((c16 << 16) | c00, (c48 << 16) | c32, this.unsigned);
    };

    /**
     * Returns the product of this and the specified Long. This is an alias of {@link Long#multiply}.
     * @function
     * @param {!Long|number|bigint|string} multiplier Multiplier
     * @returns {!Long} Product
     */
    LongPrototype.mul = LongPrototype.multiply;

    /**
     * Returns this Long divided by the specified. The result is signed if this Long is signed or
     *  unsigned if this Long is unsigned.
     * @this {!Long}
     * @param {!Long|number|bigint|string} divisor Divisor
     * @returns {!Long} Quotient
     */
    LongPrototype.divide = function divide(divisor) {
      if (!isLong(divisor)) divisor = fromValue(divisor);
      if (divisor.isZero()) throw Error("division by zero");

      // use wasm support if present
      if (wasm) {
        // guard against signed division overflow: the largest
        // negative number / -1 would be 1 larger than the largest
        // positive number, due to two's complement.
        if (
          !this.unsigned &&
          this.high === -0x80000000 &&
          divisor.low === -1 &&
          divisor.high === -1
        ) {
          // be consistent with non-wasm code path
          return this;
        }
        var low = (this.unsigned ? wasm["div_u"] : wasm["div_s"])(
          this.low,
          this.high,
          divisor.low,
          divisor.high,
        );
        return fromBits(low, wasm["get_high"](), this.unsigned);
      }
      if (this.isZero()) return this.unsigned ? UZERO : ZERO;
      var approx, rem, res;
      if (!this.unsigned) {
        // This section is only relevant for signed longs and is derived from the
        // closure library as a whole.
        if (this.eq(MIN_VALUE)) {
          if (divisor.eq(ONE) || divisor.eq(NEG_ONE))
            return MIN_VALUE; // recall that -MIN_VALUE == MIN_VALUE
          else if (divisor.eq(MIN_VALUE)) return ONE;
          else {
            // At this point, we have |other| >= 2, so |this/other| < |MIN_VALUE|.
            var halfThis = this.shr(1);
            approx = halfThis.div(divisor).shl(1);
            if (approx.eq(ZERO)) {
              return divisor.isNegative() ? ONE : NEG_ONE;
            } else {
              rem = this.sub(divisor.mul(approx));
              res = approx.add(rem.div(divisor));
              return res;
            }
          }
        } else if (divisor.eq(MIN_VALUE)) return this.unsigned ? UZERO : ZERO;
        if (this.isNegative()) {
          if (divisor.isNegative()) return this.neg().div(divisor.neg());
          return this.neg().div(divisor).neg();
        } else if (divisor.isNegative()) return this.div(divisor.neg()).neg();
        res = ZERO;
      } else {
        // The algorithm below has not been made for unsigned longs. It's therefore
        // required to take special care of the MSB prior to running it.
        if (!divisor.unsigned) divisor = divisor.toUnsigned();
        if (divisor.gt(this)) return UZERO;
        if (divisor.gt(this.shru(1)))
          // 15 >>> 1 = 7 ; with divisor = 8 ; true
          return UONE;
        res = UZERO;
      }

      // Repeat the following until the remainder is less than other:  find a
      // floating-point that approximates remainder / other *from below*, add this
      // into the result, and subtract it from the remainder.  It is critical that
      // the approximate value is less than or equal to the real value so that the
      // remainder never becomes negative.
      rem = this;
      while (rem.gte(divisor)) {
        // Approximate the result of division. This may be a little greater or
        // smaller than the actual value.
        approx = Math.max(1, Math.floor(rem.toNumber() / divisor.toNumber()));

        // We will tweak the approximate result by changing it in the 48-th digit or
        // the smallest non-fractional digit, whichever is larger.
        var log2 = Math.ceil(Math.log(approx) / Math.LN2),
          delta = log2 <= 48 ? 1 : pow_dbl(2, log2 - 48),
          // Decrease the approximation until it is smaller than the remainder.  Note
          // that if it is too large, the product overflows and is negative.
          approxRes = fromNumber(approx),
          approxRem = approxRes.mul(divisor);
        while (approxRem.isNegative() || approxRem.gt(rem)) {
          approx -= delta;
          approxRes = fromNumber(approx, this.unsigned);
          approxRem = approxRes.mul(divisor);
        }

        // We know the answer can't be zero... and actually, zero would cause
        // infinite recursion since we would make no progress.
        if (approxRes.isZero()) approxRes = ONE;
        res = res.add(approxRes);
        rem = rem.sub(approxRem);
      }
      return res;
    };

    /**
     * Returns this Long divided by the specified. This is an alias of {@link Long#divide}.
     * @function
     * @param {!Long|number|bigint|string} divisor Divisor
     * @returns {!Long} Quotient
     */
    LongPrototype.div = LongPrototype.divide;

    /**
     * Returns this Long modulo the specified.
     * @this {!Long}
     * @param {!Long|number|bigint|string} divisor Divisor
     * @returns {!Long} Remainder
     */
    LongPrototype.modulo = function modulo(divisor) {
      if (!isLong(divisor)) divisor = fromValue(divisor);

      // use wasm support if present
      if (wasm) {
        var low = (this.unsigned ? wasm["rem_u"] : wasm["rem_s"])(
          this.low,
          this.high,
          divisor.low,
          divisor.high,
        );
        return fromBits(low, wasm["get_high"](), this.unsigned);
      }
      return this.sub(this.div(divisor).mul(divisor));
    };

    /**
     * Returns this Long modulo the specified. This is an alias of {@link Long#modulo}.
     * @function
     * @param {!Long|number|bigint|string} divisor Divisor
     * @returns {!Long} Remainder
     */
    LongPrototype.mod = LongPrototype.modulo;

    /**
     * Returns this Long modulo the specified. This is an alias of {@link Long#modulo}.
     * @function
     * @param {!Long|number|bigint|string} divisor Divisor
     * @returns {!Long} Remainder
     */
    LongPrototype.rem = LongPrototype.modulo;

    /**
     * Returns the bitwise NOT of this Long.
     * @this {!Long}
     * @returns {!Long}
     */
    LongPrototype.not = function not() {
      return fromBits(~this.low, ~this.high, this.unsigned);
    };

    /**
     * Returns count leading zeros of this Long.
     * @this {!Long}
     * @returns {!number}
     */
    LongPrototype.countLeadingZeros = function countLeadingZeros() {
      return this.high ? Math.clz32(this.high) : Math.clz32(this.low) + 32;
    };

    /**
     * Returns count leading zeros. This is an alias of {@link Long#countLeadingZeros}.
     * @function
     * @param {!Long}
     * @returns {!number}
     */
    LongPrototype.clz = LongPrototype.countLeadingZeros;

    /**
     * Returns count trailing zeros of this Long.
     * @this {!Long}
     * @returns {!number}
     */
    LongPrototype.countTrailingZeros = function countTrailingZeros() {
      return this.low ? ctz32(this.low) : ctz32(this.high) + 32;
    };

    /**
     * Returns count trailing zeros. This is an alias of {@link Long#countTrailingZeros}.
     * @function
     * @param {!Long}
     * @returns {!number}
     */
    LongPrototype.ctz = LongPrototype.countTrailingZeros;

    /**
     * Returns the bitwise AND of this Long and the specified.
     * @this {!Long}
     * @param {!Long|number|bigint|string} other Other Long
     * @returns {!Long}
     */
    LongPrototype.and = function and(other) {
      if (!isLong(other)) other = fromValue(other);
      return fromBits(
        this.low & other.low,
        this.high & other.high,
        this.unsigned,
      );
    };

    /**
     * Returns the bitwise OR of this Long and the specified.
     * @this {!Long}
     * @param {!Long|number|bigint|string} other Other Long
     * @returns {!Long}
     */
    LongPrototype.or = function or(other) {
      if (!isLong(other)) other = fromValue(other);
      return fromBits(
        this.low | other.low,
        this.high | other.high,
        this.unsigned,
      );
    };

    /**
     * Returns the bitwise XOR of this Long and the given one.
     * @this {!Long}
     * @param {!Long|number|bigint|string} other Other Long
     * @returns {!Long}
     */
    LongPrototype.xor = function xor(other) {
      if (!isLong(other)) other = fromValue(other);
      return fromBits(
        this.low ^ other.low,
        this.high ^ other.high,
        this.unsigned,
      );
    };

    /**
     * Returns this Long with bits shifted to the left by the given amount.
     * @this {!Long}
     * @param {number|!Long} numBits Number of bits
     * @returns {!Long} Shifted Long
     */
    LongPrototype.shiftLeft = function shiftLeft(numBits) {
      if (isLong(numBits)) numBits = numBits.toInt();
      if ((numBits &= 63) === 0) return this;
      else if (numBits < 32)
        return fromBits(
          this.low << numBits,
          (this.high << numBits) | (this.low >>> (32 - numBits)),
          this.unsigned,
        );
      else return fromBits(0, this.low << (numBits - 32), this.unsigned);
    };

    /**
     * Returns this Long with bits shifted to the left by the given amount. This is an alias of {@link Long#shiftLeft}.
     * @function
     * @param {number|!Long} numBits Number of bits
     * @returns {!Long} Shifted Long
     */
    LongPrototype.shl = LongPrototype.shiftLeft;

    /**
     * Returns this Long with bits arithmetically shifted to the right by the given amount.
     * @this {!Long}
     * @param {number|!Long} numBits Number of bits
     * @returns {!Long} Shifted Long
     */
    LongPrototype.shiftRight = function shiftRight(numBits) {
      if (isLong(numBits)) numBits = numBits.toInt();
      if ((numBits &= 63) === 0) return this;
      else if (numBits < 32)
        return fromBits(
          (this.low >>> numBits) | (this.high << (32 - numBits)),
          this.high >> numBits,
          this.unsigned,
        );
      else
        return fromBits(
          this.high >> (numBits - 32),
          this.high >= 0 ? 0 : -1,
          this.unsigned,
        );
    };

    /**
     * Returns this Long with bits arithmetically shifted to the right by the given amount. This is an alias of {@link Long#shiftRight}.
     * @function
     * @param {number|!Long} numBits Number of bits
     * @returns {!Long} Shifted Long
     */
    LongPrototype.shr = LongPrototype.shiftRight;

    /**
     * Returns this Long with bits logically shifted to the right by the given amount.
     * @this {!Long}
     * @param {number|!Long} numBits Number of bits
     * @returns {!Long} Shifted Long
     */
    LongPrototype.shiftRightUnsigned = function shiftRightUnsigned(numBits) {
      if (isLong(numBits)) numBits = numBits.toInt();
      if ((numBits &= 63) === 0) return this;
      if (numBits < 32)
        return fromBits(
          (this.low >>> numBits) | (this.high << (32 - numBits)),
          this.high >>> numBits,
          this.unsigned,
        );
      if (numBits === 32) return fromBits(this.high, 0, this.unsigned);
      return fromBits(this.high >>> (numBits - 32), 0, this.unsigned);
    };

    /**
     * Returns this Long with bits logically shifted to the right by the given amount. This is an alias of {@link Long#shiftRightUnsigned}.
     * @function
     * @param {number|!Long} numBits Number of bits
     * @returns {!Long} Shifted Long
     */
    LongPrototype.shru = LongPrototype.shiftRightUnsigned;

    /**
     * Returns this Long with bits logically shifted to the right by the given amount. This is an alias of {@link Long#shiftRightUnsigned}.
     * @function
     * @param {number|!Long} numBits Number of bits
     * @returns {!Long} Shifted Long
     */
    LongPrototype.shr_u = LongPrototype.shiftRightUnsigned;

    /**
     * Returns this Long with bits rotated to the left by the given amount.
     * @this {!Long}
     * @param {number|!Long} numBits Number of bits
     * @returns {!Long} Rotated Long
     */
    LongPrototype.rotateLeft = function rotateLeft(numBits) {
      var b;
      if (isLong(numBits)) numBits = numBits.toInt();
      if ((numBits &= 63) === 0) return this;
      if (numBits === 32) return fromBits(this.high, this.low, this.unsigned);
      if (numBits < 32) {
        b = 32 - numBits;
        return fromBits(
          (this.low << numBits) | (this.high >>> b),
          (this.high << numBits) | (this.low >>> b),
          this.unsigned,
        );
      }
      numBits -= 32;
      b = 32 - numBits;
      return fromBits(
        (this.high << numBits) | (this.low >>> b),
        (this.low << numBits) | (this.high >>> b),
        this.unsigned,
      );
    };
    /**
     * Returns this Long with bits rotated to the left by the given amount. This is an alias of {@link Long#rotateLeft}.
     * @function
     * @param {number|!Long} numBits Number of bits
     * @returns {!Long} Rotated Long
     */
    LongPrototype.rotl = LongPrototype.rotateLeft;

    /**
     * Returns this Long with bits rotated to the right by the given amount.
     * @this {!Long}
     * @param {number|!Long} numBits Number of bits
     * @returns {!Long} Rotated Long
     */
    LongPrototype.rotateRight = function rotateRight(numBits) {
      var b;
      if (isLong(numBits)) numBits = numBits.toInt();
      if ((numBits &= 63) === 0) return this;
      if (numBits === 32) return fromBits(this.high, this.low, this.unsigned);
      if (numBits < 32) {
        b = 32 - numBits;
        return fromBits(
          (this.high << b) | (this.low >>> numBits),
          (this.low << b) | (this.high >>> numBits),
          this.unsigned,
        );
      }
      numBits -= 32;
      b = 32 - numBits;
      return fromBits(
        (this.low << b) | (this.high >>> numBits),
        (this.high << b) | (this.low >>> numBits),
        this.unsigned,
      );
    };
    /**
     * Returns this Long with bits rotated to the right by the given amount. This is an alias of {@link Long#rotateRight}.
     * @function
     * @param {number|!Long} numBits Number of bits
     * @returns {!Long} Rotated Long
     */
    LongPrototype.rotr = LongPrototype.rotateRight;

    /**
     * Converts this Long to signed.
     * @this {!Long}
     * @returns {!Long} Signed long
     */
    LongPrototype.toSigned = function toSigned() {
      if (!this.unsigned) return this;
      return fromBits(this.low, this.high, false);
    };

    /**
     * Converts this Long to unsigned.
     * @this {!Long}
     * @returns {!Long} Unsigned long
     */
    LongPrototype.toUnsigned = function toUnsigned() {
      if (this.unsigned) return this;
      return fromBits(this.low, this.high, true);
    };

    /**
     * Converts this Long to its byte representation.
     * @param {boolean=} le Whether little or big endian, defaults to big endian
     * @this {!Long}
     * @returns {!Array.<number>} Byte representation
     */
    LongPrototype.toBytes = function toBytes(le) {
      return le ? this.toBytesLE() : this.toBytesBE();
    };

    /**
     * Converts this Long to its little endian byte representation.
     * @this {!Long}
     * @returns {!Array.<number>} Little endian byte representation
     */
    LongPrototype.toBytesLE = function toBytesLE() {
      var hi = this.high,
        lo = this.low;
      return [
        lo & 0xff,
        (lo >>> 8) & 0xff,
        (lo >>> 16) & 0xff,
        lo >>> 24,
        hi & 0xff,
        (hi >>> 8) & 0xff,
        (hi >>> 16) & 0xff,
        hi >>> 24,
      ];
    };

    /**
     * Converts this Long to its big endian byte representation.
     * @this {!Long}
     * @returns {!Array.<number>} Big endian byte representation
     */
    LongPrototype.toBytesBE = function toBytesBE() {
      var hi = this.high,
        lo = this.low;
      return [
        hi >>> 24,
        (hi >>> 16) & 0xff,
        (hi >>> 8) & 0xff,
        hi & 0xff,
        lo >>> 24,
        (lo >>> 16) & 0xff,
        (lo >>> 8) & 0xff,
        lo & 0xff,
      ];
    };

    /**
     * Creates a Long from its byte representation.
     * @param {!Array.<number>} bytes Byte representation
     * @param {boolean=} unsigned Whether unsigned or not, defaults to signed
     * @param {boolean=} le Whether little or big endian, defaults to big endian
     * @returns {Long} The corresponding Long value
     */
    Long.fromBytes = function fromBytes(bytes, unsigned, le) {
      return le
        ? Long.fromBytesLE(bytes, unsigned)
        : Long.fromBytesBE(bytes, unsigned);
    };

    /**
     * Creates a Long from its little endian byte representation.
     * @param {!Array.<number>} bytes Little endian byte representation
     * @param {boolean=} unsigned Whether unsigned or not, defaults to signed
     * @returns {Long} The corresponding Long value
     */
    Long.fromBytesLE = function fromBytesLE(bytes, unsigned) {
      return new Long(
        bytes[0] | (bytes[1] << 8) | (bytes[2] << 16) | (bytes[3] << 24),
        bytes[4] | (bytes[5] << 8) | (bytes[6] << 16) | (bytes[7] << 24),
        unsigned,
      );
    };

    /**
     * Creates a Long from its big endian byte representation.
     * @param {!Array.<number>} bytes Big endian byte representation
     * @param {boolean=} unsigned Whether unsigned or not, defaults to signed
     * @returns {Long} The corresponding Long value
     */
    Long.fromBytesBE = function fromBytesBE(bytes, unsigned) {
      return new Long(
        (bytes[4] << 24) | (bytes[5] << 16) | (bytes[6] << 8) | bytes[7],
        (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3],
        unsigned,
      );
    };

    // Support conversion to/from BigInt where available
    if (typeof BigInt === "function") {
      /**
       * Returns a Long representing the given big integer.
       * @function
       * @param {number} value The big integer value
       * @param {boolean=} unsigned Whether unsigned or not, defaults to signed
       * @returns {!Long} The corresponding Long value
       */
      Long.fromBigInt = function fromBigInt(value, unsigned) {
        var lowBits = Number(BigInt.asIntN(32, value));
        var highBits = Number(BigInt.asIntN(32, value >> BigInt(32)));
        return fromBits(lowBits, highBits, unsigned);
      };

      // Override
      Long.fromValue = function fromValueWithBigInt(value, unsigned) {
        if (typeof value === "bigint") return Long.fromBigInt(value, unsigned);
        return fromValue(value, unsigned);
      };

      /**
       * Converts the Long to its big integer representation.
       * @this {!Long}
       * @returns {bigint}
       */
      LongPrototype.toBigInt = function toBigInt() {
        var lowBigInt = BigInt(this.low >>> 0);
        var highBigInt = BigInt(this.unsigned ? this.high >>> 0 : this.high);
        return (highBigInt << BigInt(32)) | lowBigInt;
      };
    }
    var _default = (_exports.default = Long);
  },
);


/***/ }),

/***/ 170:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

// minimal library entry point.


module.exports = __nccwpck_require__(18);


/***/ }),

/***/ 18:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


/**
 * Build type, one of `"full"`, `"light"` or `"minimal"`.
 * @name build
 * @type {string}
 * @const
 */
__webpack_unused_export__ = "minimal";

// Serialization
exports.Writer = __nccwpck_require__(745);
exports.BufferWriter = __nccwpck_require__(74);
exports.Reader = __nccwpck_require__(789);
exports.BufferReader = __nccwpck_require__(102);

// Utility
exports.util = __nccwpck_require__(186);
/* unused reexport */ __nccwpck_require__(575);
/* unused reexport */ __nccwpck_require__(937);
__webpack_unused_export__    = configure;

/* istanbul ignore next */
/**
 * Reconfigures the library according to the environment.
 * @returns {undefined}
 */
function configure() {
    exports.util.LongBits._configure(exports.util.Long);
    exports.Writer._configure(exports.BufferWriter);
    exports.Reader._configure(exports.BufferReader);
}

// Set up buffer utility according to the environment
configure();


/***/ }),

/***/ 789:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {


module.exports = Reader;

var util      = __nccwpck_require__(186);

var BufferReader; // cyclic

var LongBits  = util.LongBits,
    utf8      = util.utf8;

/* istanbul ignore next */
function indexOutOfRange(reader, writeLength) {
    return RangeError("index out of range: " + reader.pos + " + " + (writeLength || 1) + " > " + reader.len);
}

/**
 * Constructs a new reader instance using the specified buffer.
 * @classdesc Wire format reader using `Uint8Array`.
 * @constructor
 * @param {Uint8Array} buffer Buffer to read from
 */
function Reader(buffer) {

    /**
     * Read buffer.
     * @type {Uint8Array}
     */
    this.buf = buffer;

    /**
     * Read buffer position.
     * @type {number}
     */
    this.pos = 0;

    /**
     * Read buffer length.
     * @type {number}
     */
    this.len = buffer.length;

    /**
     * Cached DataView for packed reads.
     * @type {DataView|null}
     */
    this.view = null;

    /**
     * Whether to discard unknown fields while decoding.
     * @type {boolean}
     */
    this.discardUnknown = Reader.discardUnknown;
}

function create_array(buffer) {
    // TODO: Remove plain array reader support in the next major release.
    if (Array.isArray(buffer))
        buffer = new Uint8Array(buffer);
    if (buffer instanceof Uint8Array)
        return new Reader(buffer);
    throw Error("illegal buffer");
}

var create = function create() {
    return util.Buffer
        ? function create_buffer_setup(buffer) {
            return (Reader.create = function create_buffer(buffer) {
                return util.Buffer.isBuffer(buffer)
                    ? new BufferReader(buffer)
                    /* istanbul ignore next */
                    : create_array(buffer);
            })(buffer);
        }
        /* istanbul ignore next */
        : create_array;
};

/**
 * Creates a new reader using the specified buffer.
 * @function
 * @param {Uint8Array|Buffer} buffer Buffer to read from
 * @returns {Reader|BufferReader} A {@link BufferReader} if `buffer` is a Buffer, otherwise a {@link Reader}
 * @throws {Error} If `buffer` is not a valid buffer
 */
Reader.create = create();

/**
 * Returns raw bytes from the backing buffer without advancing the reader.
 * @param {number} start Start offset
 * @param {number} end End offset
 * @returns {Uint8Array} Raw bytes
 */
Reader.prototype.raw = function read_raw(start, end) {
    return this.buf.subarray(start, end);
};

function readVarint32NearEnd(reader) {
    // Safely read up to four bytes of a varint32 near the reader limit
    var value = 0;
    for (var i = 0; i < 4; ++i) {
        if (reader.pos >= reader.len)
            throw indexOutOfRange(reader);
        var b = reader.buf[reader.pos++];
        value = (value | (b & 127) << i * 7) >>> 0;
        if (b < 128)
            return value;
    }
    throw indexOutOfRange(reader);
}

/**
 * Reads a varint as an unsigned 32 bit value.
 * @function
 * @returns {number} Value read
 */
Reader.prototype.uint32 = function read_uint32() {
    if (this.len - this.pos < 5) {
        if (this.pos >= this.len)
            throw indexOutOfRange(this);
        if (this.buf[this.pos] >= 128)
            return readVarint32NearEnd(this);
    }
    var buf = this.buf,
        pos = this.pos,
        value = (buf[pos] & 127) >>> 0;
    if (buf[pos++] < 128) {
        this.pos = pos;
        return value;
    }
    value = (value | (buf[pos] & 127) << 7) >>> 0;
    if (buf[pos++] < 128) {
        this.pos = pos;
        return value;
    }
    value = (value | (buf[pos] & 127) << 14) >>> 0;
    if (buf[pos++] < 128) {
        this.pos = pos;
        return value;
    }
    value = (value | (buf[pos] & 127) << 21) >>> 0;
    if (buf[pos++] < 128) {
        this.pos = pos;
        return value;
    }
    value = (value | (buf[pos] & 15) << 28) >>> 0;
    if (buf[pos++] < 128) {
        this.pos = pos;
        return value;
    }

    for (var i = 0; i < 5; ++i) {
        /* istanbul ignore if */
        if (pos >= this.len) {
            this.pos = pos;
            throw indexOutOfRange(this);
        }
        if (buf[pos++] < 128) {
            this.pos = pos;
            return value;
        }
    }
    /* istanbul ignore next */
    this.pos = pos;
    throw Error("invalid varint encoding");
};

/**
 * Reads a field tag.
 * @function
 * @returns {number} Tag read
 */
Reader.prototype.tag = function read_tag() {
    if (this.len - this.pos < 5) {
        if (this.pos >= this.len)
            throw indexOutOfRange(this);
        if (this.buf[this.pos] >= 128)
            return readVarint32NearEnd(this);
    }
    var buf = this.buf,
        pos = this.pos,
        value = (buf[pos] & 127) >>> 0;
    if (buf[pos++] < 128) {
        this.pos = pos;
        return value;
    }
    value = (value | (buf[pos] & 127) << 7) >>> 0;
    if (buf[pos++] < 128) {
        this.pos = pos;
        return value;
    }
    value = (value | (buf[pos] & 127) << 14) >>> 0;
    if (buf[pos++] < 128) {
        this.pos = pos;
        return value;
    }
    value = (value | (buf[pos] & 127) << 21) >>> 0;
    if (buf[pos++] < 128) {
        this.pos = pos;
        return value;
    }
    value = (value | (buf[pos] & 15) << 28) >>> 0;
    if (buf[pos] < 128 && (buf[pos] & 112) === 0) {
        this.pos = pos + 1;
        return value;
    }

    this.pos = pos + 1;
    throw Error("invalid tag encoding");
};

/**
 * Reads a varint length prefix within signed 32 bit range.
 * @returns {number} Length read
 */
Reader.prototype.size = function read_size() {
    if (this.len - this.pos < 5) {
        if (this.pos >= this.len)
            throw indexOutOfRange(this);
        if (this.buf[this.pos] >= 128)
            return readVarint32NearEnd(this);
    }
    var buf = this.buf,
        pos = this.pos,
        value = (buf[pos] & 127) >>> 0;
    if (buf[pos++] < 128) {
        this.pos = pos;
        return value;
    }
    value = (value | (buf[pos] & 127) << 7) >>> 0;
    if (buf[pos++] < 128) {
        this.pos = pos;
        return value;
    }
    value = (value | (buf[pos] & 127) << 14) >>> 0;
    if (buf[pos++] < 128) {
        this.pos = pos;
        return value;
    }
    value = (value | (buf[pos] & 127) << 21) >>> 0;
    if (buf[pos++] < 128) {
        this.pos = pos;
        return value;
    }
    this.pos = pos + 1;
    if (buf[pos] > 7)
        throw Error("invalid length encoding");
    return (value | buf[pos] << 28) >>> 0;
};

/**
 * Reads a varint as a signed 32 bit value.
 * @returns {number} Value read
 */
Reader.prototype.int32 = function read_int32() {
    return this.uint32() | 0;
};

/**
 * Reads a zig-zag encoded varint as a signed 32 bit value.
 * @returns {number} Value read
 */
Reader.prototype.sint32 = function read_sint32() {
    var value = this.uint32();
    return value >>> 1 ^ -(value & 1) | 0;
};

/* eslint-disable no-invalid-this */

function readLongVarint() {
    // tends to deopt with local vars for octet etc.
    var bits = new LongBits(0, 0);
    var i = 0;
    if (this.len - this.pos > 4) { // fast route (lo)
        for (; i < 4; ++i) {
            // 1st..4th
            bits.lo = (bits.lo | (this.buf[this.pos] & 127) << i * 7) >>> 0;
            if (this.buf[this.pos++] < 128)
                return bits;
        }
        // 5th
        bits.lo = (bits.lo | (this.buf[this.pos] & 127) << 28) >>> 0;
        bits.hi = (bits.hi | (this.buf[this.pos] & 127) >>  4) >>> 0;
        if (this.buf[this.pos++] < 128)
            return bits;
        i = 0;
    } else {
        for (; i < 4; ++i) {
            /* istanbul ignore if */
            if (this.pos >= this.len)
                throw indexOutOfRange(this);
            // 1st..4th
            bits.lo = (bits.lo | (this.buf[this.pos] & 127) << i * 7) >>> 0;
            if (this.buf[this.pos++] < 128)
                return bits;
        }
        throw indexOutOfRange(this);
    }
    if (this.len - this.pos > 4) { // fast route (hi)
        for (; i < 5; ++i) {
            // 6th..10th
            bits.hi = (bits.hi | (this.buf[this.pos] & 127) << i * 7 + 3) >>> 0;
            if (this.buf[this.pos++] < 128)
                return bits;
        }
    } else {
        for (; i < 5; ++i) {
            /* istanbul ignore if */
            if (this.pos >= this.len)
                throw indexOutOfRange(this);
            // 6th..10th
            bits.hi = (bits.hi | (this.buf[this.pos] & 127) << i * 7 + 3) >>> 0;
            if (this.buf[this.pos++] < 128)
                return bits;
        }
    }
    /* istanbul ignore next */
    throw Error("invalid varint encoding");
}

/* eslint-enable no-invalid-this */

/**
 * Reads a varint as a signed 64 bit value.
 * @name Reader#int64
 * @function
 * @returns {Long} Value read
 */

/**
 * Reads a varint as an unsigned 64 bit value.
 * @name Reader#uint64
 * @function
 * @returns {Long} Value read
 */

/**
 * Reads a zig-zag encoded varint as a signed 64 bit value.
 * @name Reader#sint64
 * @function
 * @returns {Long} Value read
 */

/**
 * Reads a varint as a boolean.
 * @returns {boolean} Value read
 */
Reader.prototype.bool = function read_bool() {
    var value = false,
        b;
    for (var i = 0; i < 10; ++i) {
        /* istanbul ignore if */
        if (this.pos >= this.len)
            throw indexOutOfRange(this);
        b = this.buf[this.pos++];
        if (b & 127)
            value = true;
        if (b < 128)
            return value;
    }
    /* istanbul ignore next */
    throw Error("invalid varint encoding");
};

function readFixed32_end(buf, end) { // note that this uses `end`, not `pos`
    return (buf[end - 4]
          | buf[end - 3] << 8
          | buf[end - 2] << 16
          | buf[end - 1] << 24) >>> 0;
}

/**
 * Reads fixed 32 bits as an unsigned 32 bit integer.
 * @returns {number} Value read
 */
Reader.prototype.fixed32 = function read_fixed32() {

    /* istanbul ignore if */
    if (this.pos + 4 > this.len)
        throw indexOutOfRange(this, 4);

    return readFixed32_end(this.buf, this.pos += 4);
};

/**
 * Reads fixed 32 bits as a signed 32 bit integer.
 * @returns {number} Value read
 */
Reader.prototype.sfixed32 = function read_sfixed32() {

    /* istanbul ignore if */
    if (this.pos + 4 > this.len)
        throw indexOutOfRange(this, 4);

    return readFixed32_end(this.buf, this.pos += 4) | 0;
};

/* eslint-disable no-invalid-this */

function readFixed64(/* this: Reader */) {

    /* istanbul ignore if */
    if (this.pos + 8 > this.len)
        throw indexOutOfRange(this, 8);

    return new LongBits(readFixed32_end(this.buf, this.pos += 4), readFixed32_end(this.buf, this.pos += 4));
}

/* eslint-enable no-invalid-this */

/**
 * Reads fixed 64 bits.
 * @name Reader#fixed64
 * @function
 * @returns {Long} Value read
 */

/**
 * Reads zig-zag encoded fixed 64 bits.
 * @name Reader#sfixed64
 * @function
 * @returns {Long} Value read
 */

/**
 * Reads a float (32 bit) as a number.
 * @function
 * @returns {number} Value read
 */
Reader.prototype.float = function read_float() {

    /* istanbul ignore if */
    if (this.pos + 4 > this.len)
        throw indexOutOfRange(this, 4);

    var value = util.float.readFloatLE(this.buf, this.pos);
    this.pos += 4;
    return value;
};

/**
 * Reads a double (64 bit float) as a number.
 * @function
 * @returns {number} Value read
 */
Reader.prototype.double = function read_double() {

    /* istanbul ignore if */
    if (this.pos + 8 > this.len)
        throw indexOutOfRange(this, 4);

    var value = util.float.readDoubleLE(this.buf, this.pos);
    this.pos += 8;
    return value;
};

/**
 * Reads a packed repeated field of unsigned 32 bit varints.
 * @param {number[]} [array] Array to read into; a new one is created if omitted
 * @returns {number[]} Array read into
 */
Reader.prototype.uint32s = function read_uint32s(array) {
    if (array === undefined) array = [];
    var end = this.size() + this.pos, len = this.len, buf = this.buf, pos = this.pos, value;
    if (end > len) throw indexOutOfRange(this, end - this.pos);
    this.len = end;
    while (pos < end) {
        value = buf[pos++];
        if (value < 128)
            array.push(value);
        else {
            this.pos = pos - 1;
            array.push(this.uint32());
            pos = this.pos;
        }
    }
    this.pos = pos;
    if (pos !== end) throw RangeError("index out of range");
    this.len = len;
    return array;
};

/**
 * Reads a packed repeated field of signed 32 bit varints.
 * @param {number[]} [array] Array to read into; a new one is created if omitted
 * @returns {number[]} Array read into
 */
Reader.prototype.int32s = function read_int32s(array) {
    if (array === undefined) array = [];
    var end = this.size() + this.pos, len = this.len, buf = this.buf, pos = this.pos, value;
    if (end > len) throw indexOutOfRange(this, end - this.pos);
    this.len = end;
    while (pos < end) {
        value = buf[pos++];
        if (value < 128)
            array.push(value);
        else {
            this.pos = pos - 1;
            array.push(this.int32());
            pos = this.pos;
        }
    }
    this.pos = pos;
    if (pos !== end) throw RangeError("index out of range");
    this.len = len;
    return array;
};

/**
 * Reads a packed repeated field of zig-zag encoded signed 32 bit varints.
 * @param {number[]} [array] Array to read into; a new one is created if omitted
 * @returns {number[]} Array read into
 */
Reader.prototype.sint32s = function read_sint32s(array) {
    if (array === undefined) array = [];
    var end = this.size() + this.pos, len = this.len;
    if (end > len) throw indexOutOfRange(this, end - this.pos);
    this.len = end;
    while (this.pos < end)
        array.push(this.sint32());
    if (this.pos !== end) throw RangeError("index out of range");
    this.len = len;
    return array;
};

/**
 * Reads a packed repeated field of booleans.
 * @param {boolean[]} [array] Array to read into; a new one is created if omitted
 * @returns {boolean[]} Array read into
 */
Reader.prototype.bools = function read_bools(array) {
    if (array === undefined) array = [];
    var end = this.size() + this.pos, len = this.len, buf = this.buf, pos = this.pos, value;
    if (end > len) throw indexOutOfRange(this, end - this.pos);
    this.len = end;
    while (pos < end) {
        value = buf[pos++];
        if (value < 128)
            array.push(value !== 0);
        else {
            this.pos = pos - 1;
            array.push(this.bool());
            pos = this.pos;
        }
    }
    this.pos = pos;
    if (pos !== end) throw RangeError("index out of range");
    this.len = len;
    return array;
};

// The view allocation only pays off when amortized over enough reads
var VIEW_THRESHOLD_FLOAT = 8,
    VIEW_THRESHOLD_INT   = 128;

function getLazyView(reader, count, threshold) {
    var view = reader.view;
    if (view || count < threshold)
        return view;
    var buf = reader.buf;
    return reader.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
}

/**
 * Reads a packed repeated field of unsigned 32 bit fixed values.
 * @param {number[]} [array] Array to read into; a new one is created if omitted
 * @returns {number[]} Array read into
 */
Reader.prototype.fixed32s = function read_fixed32s(array) {
    if (array === undefined) array = [];
    var len = this.size(), end = this.pos + len;
    /* istanbul ignore if */
    if (end > this.len) throw indexOutOfRange(this, len);
    var count = len >>> 2, i = array.length, pos = this.pos;
    array.length = i + count;
    var dv = getLazyView(this, count, VIEW_THRESHOLD_INT);
    if (dv)
        for (var k = 0; k < count; ++k, pos += 4) array[i++] = dv.getUint32(pos, true);
    else {
        var buf = this.buf;
        for (var j = 0; j < count; ++j, pos += 4) array[i++] = readFixed32_end(buf, pos + 4);
    }
    this.pos = pos;
    if (pos !== end) throw indexOutOfRange(this, 4);
    return array;
};

/**
 * Reads a packed repeated field of signed 32 bit fixed values.
 * @param {number[]} [array] Array to read into; a new one is created if omitted
 * @returns {number[]} Array read into
 */
Reader.prototype.sfixed32s = function read_sfixed32s(array) {
    if (array === undefined) array = [];
    var len = this.size(), end = this.pos + len;
    /* istanbul ignore if */
    if (end > this.len) throw indexOutOfRange(this, len);
    var count = len >>> 2, i = array.length, pos = this.pos;
    array.length = i + count;
    var dv = getLazyView(this, count, VIEW_THRESHOLD_INT);
    if (dv)
        for (var k = 0; k < count; ++k, pos += 4) array[i++] = dv.getInt32(pos, true);
    else {
        var buf = this.buf;
        for (var j = 0; j < count; ++j, pos += 4) array[i++] = readFixed32_end(buf, pos + 4) | 0;
    }
    this.pos = pos;
    if (pos !== end) throw indexOutOfRange(this, 4);
    return array;
};

/**
 * Reads a packed repeated field of floats (32 bit).
 * @param {number[]} [array] Array to read into; a new one is created if omitted
 * @returns {number[]} Array read into
 */
Reader.prototype.floats = function read_floats(array) {
    if (array === undefined) array = [];
    var len = this.size(), end = this.pos + len;
    /* istanbul ignore if */
    if (end > this.len) throw indexOutOfRange(this, len);
    var count = len >>> 2, i = array.length, pos = this.pos;
    array.length = i + count;
    var dv = getLazyView(this, count, VIEW_THRESHOLD_FLOAT);
    if (dv)
        for (var k = 0; k < count; ++k, pos += 4) array[i++] = dv.getFloat32(pos, true);
    else {
        var buf = this.buf;
        for (var j = 0; j < count; ++j, pos += 4) array[i++] = util.float.readFloatLE(buf, pos);
    }
    this.pos = pos;
    if (pos !== end) throw indexOutOfRange(this, 4);
    return array;
};

/**
 * Reads a packed repeated field of doubles (64 bit float).
 * @param {number[]} [array] Array to read into; a new one is created if omitted
 * @returns {number[]} Array read into
 */
Reader.prototype.doubles = function read_doubles(array) {
    if (array === undefined) array = [];
    var len = this.size(), end = this.pos + len;
    /* istanbul ignore if */
    if (end > this.len) throw indexOutOfRange(this, len);
    var count = len >>> 3, i = array.length, pos = this.pos;
    array.length = i + count;
    var dv = getLazyView(this, count, VIEW_THRESHOLD_FLOAT);
    if (dv)
        for (var k = 0; k < count; ++k, pos += 8) array[i++] = dv.getFloat64(pos, true);
    else {
        var buf = this.buf;
        for (var j = 0; j < count; ++j, pos += 8) array[i++] = util.float.readDoubleLE(buf, pos);
    }
    this.pos = pos;
    if (pos !== end) throw indexOutOfRange(this, 8);
    return array;
};

/**
 * Reads a packed repeated field of unsigned 64 bit varints.
 * @param {Array.<Long|number>} [array] Array to read into; a new one is created if omitted
 * @returns {Array.<Long|number>} Array read into
 */
Reader.prototype.uint64s = function read_uint64s(array) {
    if (array === undefined) array = [];
    var end = this.size() + this.pos, len = this.len;
    if (end > len) throw indexOutOfRange(this, end - this.pos);
    this.len = end;
    while (this.pos < end)
        array.push(this.uint64());
    if (this.pos !== end) throw RangeError("index out of range");
    this.len = len;
    return array;
};

/**
 * Reads a packed repeated field of signed 64 bit varints.
 * @param {Array.<Long|number>} [array] Array to read into; a new one is created if omitted
 * @returns {Array.<Long|number>} Array read into
 */
Reader.prototype.int64s = function read_int64s(array) {
    if (array === undefined) array = [];
    var end = this.size() + this.pos, len = this.len;
    if (end > len) throw indexOutOfRange(this, end - this.pos);
    this.len = end;
    while (this.pos < end)
        array.push(this.int64());
    if (this.pos !== end) throw RangeError("index out of range");
    this.len = len;
    return array;
};

/**
 * Reads a packed repeated field of zig-zag encoded signed 64 bit varints.
 * @param {Array.<Long|number>} [array] Array to read into; a new one is created if omitted
 * @returns {Array.<Long|number>} Array read into
 */
Reader.prototype.sint64s = function read_sint64s(array) {
    if (array === undefined) array = [];
    var end = this.size() + this.pos, len = this.len;
    if (end > len) throw indexOutOfRange(this, end - this.pos);
    this.len = end;
    while (this.pos < end)
        array.push(this.sint64());
    if (this.pos !== end) throw RangeError("index out of range");
    this.len = len;
    return array;
};

/**
 * Reads a packed repeated field of unsigned 64 bit fixed values.
 * @param {Array.<Long|number>} [array] Array to read into; a new one is created if omitted
 * @returns {Array.<Long|number>} Array read into
 */
Reader.prototype.fixed64s = function read_fixed64s(array) {
    if (array === undefined) array = [];
    var len = this.size(), end = this.pos + len, i = array.length;
    /* istanbul ignore if */
    if (end > this.len) throw indexOutOfRange(this, len);
    var count = len >>> 3;
    array.length = i + count; // 8 bytes per value, count is known
    for (var j = 0; j < count; ++j)
        array[i++] = this.fixed64();
    if (this.pos !== end) throw indexOutOfRange(this, 8);
    return array;
};

/**
 * Reads a packed repeated field of signed 64 bit fixed values.
 * @param {Array.<Long|number>} [array] Array to read into; a new one is created if omitted
 * @returns {Array.<Long|number>} Array read into
 */
Reader.prototype.sfixed64s = function read_sfixed64s(array) {
    if (array === undefined) array = [];
    var len = this.size(), end = this.pos + len, i = array.length;
    /* istanbul ignore if */
    if (end > this.len) throw indexOutOfRange(this, len);
    var count = len >>> 3;
    array.length = i + count; // 8 bytes per value, count is known
    for (var j = 0; j < count; ++j)
        array[i++] = this.sfixed64();
    if (this.pos !== end) throw indexOutOfRange(this, 8);
    return array;
};

/**
 * Reads a sequence of bytes preceeded by its length as a varint.
 * @returns {Uint8Array} Value read
 */
Reader.prototype.bytes = function read_bytes() {
    var length = this.size(),
        start  = this.pos,
        end    = this.pos + length;

    /* istanbul ignore if */
    if (end > this.len)
        throw indexOutOfRange(this, length);

    this.pos = end;
    return this.raw(start, end);
};

/**
 * Reads a string preceeded by its byte length as a varint.
 * @returns {string} Value read
 */
Reader.prototype.string = function read_string() {
    var length = this.size(),
        start  = this.pos,
        end    = this.pos + length;

    /* istanbul ignore if */
    if (end > this.len)
        throw indexOutOfRange(this, length);

    this.pos = end;
    return utf8.read(this.buf, start, end);
};

/**
 * Reads a string preceeded by its byte length as a varint, rejecting invalid UTF8.
 * @returns {string} Value read
 */
Reader.prototype.stringVerify = function read_string_verify() {
    var length = this.size(),
        start  = this.pos,
        end    = this.pos + length;

    /* istanbul ignore if */
    if (end > this.len)
        throw indexOutOfRange(this, length);

    this.pos = end;
    return utf8.readStrict(this.buf, start, end);
};

/**
 * Skips the specified number of bytes if specified, otherwise skips a varint.
 * @param {number} [length] Length if known, otherwise a varint is assumed
 * @returns {Reader} `this`
 */
Reader.prototype.skip = function skip(length) {
    if (typeof length === "number") {
        /* istanbul ignore if */
        if (this.pos + length > this.len)
            throw indexOutOfRange(this, length);
        this.pos += length;
    } else {
        do {
            /* istanbul ignore if */
            if (this.pos >= this.len)
                throw indexOutOfRange(this);
        } while (this.buf[this.pos++] & 128);
    }
    return this;
};

/**
 * Recursion limit.
 * @type {number}
 */
Reader.recursionLimit = util.recursionLimit;

/**
 * Whether readers discard unknown fields while decoding.
 * @type {boolean}
 */
Reader.discardUnknown = true;

/**
 * Skips the next element of the specified wire type.
 * @param {number} wireType Wire type received
 * @param {number} [depth] Depth of recursion to control nested calls; 0 if omitted
 * @param {number} [fieldNumber] Field number for validating group end tags
 * @returns {Reader} `this`
 */
Reader.prototype.skipType = function(wireType, depth, fieldNumber) {
    if (depth === undefined) depth = 0;
    if (depth > Reader.recursionLimit)
        throw Error("max depth exceeded");
    if (fieldNumber === 0)
        throw Error("illegal tag: field number 0");
    switch (wireType) {
        case 0:
            this.skip();
            break;
        case 1:
            this.skip(8);
            break;
        case 2:
            this.skip(this.size());
            break;
        case 3:
            while (true) {
                var tag = this.tag();
                var nestedField = tag >>> 3;
                wireType = tag & 7;
                if (!nestedField)
                    throw Error("illegal tag: field number 0");
                if (wireType === 4) {
                    if (fieldNumber !== undefined && nestedField !== fieldNumber)
                        throw Error("invalid end group tag");
                    break;
                }
                this.skipType(wireType, depth + 1, nestedField);
            }
            break;
        case 5:
            this.skip(4);
            break;

        /* istanbul ignore next */
        default:
            throw Error("invalid wire type " + wireType + " at offset " + this.pos);
    }
    return this;
};

Reader._configure = function(BufferReader_) {
    BufferReader = BufferReader_;
    Reader.create = create();
    BufferReader._configure();

    var fn = util.Long ? "toLong" : /* istanbul ignore next */ "toNumber";
    util.merge(Reader.prototype, {

        int64: function read_int64() {
            return readLongVarint.call(this)[fn](false);
        },

        uint64: function read_uint64() {
            return readLongVarint.call(this)[fn](true);
        },

        sint64: function read_sint64() {
            return readLongVarint.call(this).zzDecode()[fn](false);
        },

        fixed64: function read_fixed64() {
            return readFixed64.call(this)[fn](true);
        },

        sfixed64: function read_sfixed64() {
            return readFixed64.call(this)[fn](false);
        }

    });
};


/***/ }),

/***/ 102:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {


module.exports = BufferReader;

// extends Reader
var Reader = __nccwpck_require__(789);
BufferReader.prototype = Object.create(Reader.prototype, {
    constructor: {
        value: BufferReader,
        writable: true,
        enumerable: false,
        configurable: true
    }
});

var util = __nccwpck_require__(186);

/**
 * Constructs a new buffer reader instance.
 * @classdesc Wire format reader using node buffers.
 * @extends Reader
 * @constructor
 * @param {Buffer} buffer Buffer to read from
 */
function BufferReader(buffer) {
    Reader.call(this, buffer);

    /**
     * Read buffer.
     * @name BufferReader#buf
     * @type {Buffer}
    */
}

BufferReader._configure = function () {
    /* istanbul ignore else */
    if (util.Buffer)
        BufferReader.prototype._slice = util.Buffer.prototype.slice;
};

/**
 * Returns raw bytes from the backing buffer without advancing the reader.
 * @name BufferReader#raw
 * @function
 * @param {number} start Start offset
 * @param {number} end End offset
 * @returns {Buffer} Raw bytes
 */
BufferReader.prototype.raw = function read_raw_buffer(start, end) {
    return this._slice.call(this.buf, start, end);
};

/**
 * @override
 */
BufferReader.prototype.string = function read_string_buffer() {
    var len = this.size(), // modifies pos
        start = this.pos,
        end = this.pos + len;

    /* istanbul ignore if */
    if (end > this.len)
        throw RangeError("index out of range: " + this.pos + " + " + len + " > " + this.len);

    this.pos = end;
    return this.buf.utf8Slice
        ? this.buf.utf8Slice(start, end)
        : this.buf.toString("utf-8", start, end);
};

/**
 * Reads a sequence of bytes preceeded by its length as a varint.
 * @name BufferReader#bytes
 * @function
 * @returns {Buffer} Value read
 */

BufferReader._configure();


/***/ }),

/***/ 937:
/***/ ((module) => {


module.exports = Object.create(null);

/**
 * Named roots.
 * This is where pbjs stores generated structures (the option `-r, --root` specifies a name).
 * Can also be used manually to make roots available across modules.
 * @name roots
 * @type {Object.<string,Root>}
 * @example
 * // pbjs -r myroot -o compiled.js ...
 *
 * // in another module:
 * require("./compiled.js");
 *
 * // in any subsequent module:
 * var root = protobuf.roots["myroot"];
 */


/***/ }),

/***/ 575:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



/**
 * Streaming RPC helpers.
 * @namespace
 */
var rpc = exports;

/**
 * RPC implementation passed to {@link Service#create} performing a service request on network level, i.e. by utilizing http requests or websockets.
 * @typedef RPCImpl
 * @type {function}
 * @param {Method|rpc.ServiceMethod<Message<{}>,Message<{}>>} method Reflected or static method being called
 * @param {Uint8Array} requestData Request data
 * @param {RPCImplCallback} callback Callback function
 * @returns {undefined}
 * @example
 * function rpcImpl(method, requestData, callback) {
 *     if (protobuf.util.lcFirst(method.name) !== "myMethod") // compatible with static code
 *         throw Error("no such method");
 *     asynchronouslyObtainAResponse(requestData, function(err, responseData) {
 *         callback(err, responseData);
 *     });
 * }
 */

/**
 * Node-style callback as used by {@link RPCImpl}.
 * @typedef RPCImplCallback
 * @type {function}
 * @param {Error|null} error Error, if any, otherwise `null`
 * @param {Uint8Array|null} [response] Response data or `null` to signal end of stream, if there hasn't been an error
 * @returns {undefined}
 */

rpc.Service = __nccwpck_require__(603);


/***/ }),

/***/ 603:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {


module.exports = Service;

var util = __nccwpck_require__(186);

// Extends EventEmitter
Service.prototype = Object.create(util.EventEmitter.prototype, {
    constructor: {
        value: Service,
        writable: true,
        enumerable: false,
        configurable: true
    }
});

/**
 * A service method callback as used by {@link rpc.ServiceMethod|ServiceMethod}.
 *
 * Differs from {@link RPCImplCallback} in that it is an actual callback of a service method which may not return `response = null`.
 * @typedef rpc.ServiceMethodCallback
 * @template TRes extends Message<TRes>
 * @type {function}
 * @param {Error|null} error Error, if any
 * @param {TRes} [response] Response message
 * @returns {undefined}
 */

/**
 * A service method part of a {@link rpc.Service} as created by {@link Service.create}.
 * @typedef rpc.ServiceMethod
 * @template TReq extends Message<TReq>
 * @template TRes extends Message<TRes>
 * @type {{
 *   (request: TReq|Properties<TReq>, callback: rpc.ServiceMethodCallback<TRes>): void;
 *   (request: TReq|Properties<TReq>): Promise<TRes>;
 *   readonly name: string;
 *   readonly path: string;
 *   readonly requestType: string;
 *   readonly responseType: string;
 *   readonly requestStream: true|undefined;
 *   readonly responseStream: true|undefined;
 * }}
 */

/**
 * Constructs a new RPC service instance.
 * @classdesc An RPC service as returned by {@link Service#create}.
 * @exports rpc.Service
 * @extends util.EventEmitter
 * @constructor
 * @param {RPCImpl} rpcImpl RPC implementation
 * @param {boolean} [requestDelimited=false] Whether requests are length-delimited
 * @param {boolean} [responseDelimited=false] Whether responses are length-delimited
 */
function Service(rpcImpl, requestDelimited, responseDelimited) {

    if (typeof rpcImpl !== "function")
        throw TypeError("rpcImpl must be a function");

    util.EventEmitter.call(this);

    /**
     * RPC implementation. Becomes `null` once the service is ended.
     * @type {RPCImpl|null}
     */
    this.rpcImpl = rpcImpl;

    /**
     * Whether requests are length-delimited.
     * @type {boolean}
     */
    this.requestDelimited = Boolean(requestDelimited);

    /**
     * Whether responses are length-delimited.
     * @type {boolean}
     */
    this.responseDelimited = Boolean(responseDelimited);
}

/**
 * Calls a service method through {@link rpc.Service#rpcImpl|rpcImpl}.
 * @param {Method|rpc.ServiceMethod<TReq,TRes>} method Reflected or static method
 * @param {Constructor<TReq>} requestCtor Request constructor
 * @param {Constructor<TRes>} responseCtor Response constructor
 * @param {TReq|Properties<TReq>} request Request message or plain object
 * @param {rpc.ServiceMethodCallback<TRes>} callback Service callback
 * @returns {undefined}
 * @template TReq extends Message<TReq>
 * @template TRes extends Message<TRes>
 */
Service.prototype.rpcCall = function rpcCall(method, requestCtor, responseCtor, request, callback) {

    if (!request)
        throw TypeError("request must be specified");

    var self = this;
    if (!callback)
        return util.asPromise(rpcCall, self, method, requestCtor, responseCtor, request);

    if (!self.rpcImpl) {
        setTimeout(function() { callback(Error("already ended")); }, 0);
        return undefined;
    }

    try {
        return self.rpcImpl(
            method,
            requestCtor[self.requestDelimited ? "encodeDelimited" : "encode"](request).finish(),
            function rpcCallback(err, response) {

                if (err) {
                    self.emit("error", err, method);
                    return callback(err);
                }

                if (response === null) {
                    self.end(/* endedByRPC */ true);
                    return undefined;
                }

                if (!(response instanceof responseCtor)) {
                    try {
                        response = responseCtor[self.responseDelimited ? "decodeDelimited" : "decode"](response);
                    } catch (err) {
                        self.emit("error", err, method);
                        return callback(err);
                    }
                }

                self.emit("data", response, method);
                return callback(null, response);
            }
        );
    } catch (err) {
        self.emit("error", err, method);
        setTimeout(function() { callback(err); }, 0);
        return undefined;
    }
};

/**
 * Ends this service and emits the `end` event.
 * @param {boolean} [endedByRPC=false] Whether the service has been ended by the RPC implementation.
 * @returns {rpc.Service} `this`
 */
Service.prototype.end = function end(endedByRPC) {
    if (this.rpcImpl) {
        if (!endedByRPC) // signal end to rpcImpl
            this.rpcImpl(null, null, null);
        this.rpcImpl = null;
        this.emit("end").off();
    }
    return this;
};


/***/ }),

/***/ 200:
/***/ ((module) => {


module.exports = asPromise;

/**
 * Callback as used by {@link util.asPromise}.
 * @typedef asPromiseCallback
 * @type {function}
 * @param {Error|null} error Error, if any
 * @param {...*} params Additional arguments
 * @returns {undefined}
 */

/**
 * Returns a promise from a node-style callback function.
 * @memberof util
 * @param {asPromiseCallback} fn Function to call
 * @param {*} ctx Function context
 * @param {...*} params Function arguments
 * @returns {Promise<*>} Promisified function
 */
function asPromise(fn, ctx/*, varargs */) {
    var params  = new Array(arguments.length - 1),
        offset  = 0,
        index   = 2,
        pending = true;
    while (index < arguments.length)
        params[offset++] = arguments[index++];
    return new Promise(function executor(resolve, reject) {
        params[offset] = function callback(err/*, varargs */) {
            if (pending) {
                pending = false;
                if (err)
                    reject(err);
                else {
                    var params = new Array(arguments.length - 1),
                        offset = 0;
                    while (offset < params.length)
                        params[offset++] = arguments[offset];
                    resolve.apply(null, params);
                }
            }
        };
        try {
            fn.apply(ctx || null, params);
        } catch (err) {
            if (pending) {
                pending = false;
                reject(err);
            }
        }
    });
}


/***/ }),

/***/ 866:
/***/ ((__unused_webpack_module, exports) => {



/**
 * A minimal base64 implementation for number arrays.
 * @memberof util
 * @namespace
 */
var base64 = exports;

/**
 * Calculates the byte length of a base64 encoded string.
 * @param {string} string Base64 encoded string
 * @returns {number} Byte length
 */
base64.length = function length(string) {
    var p = string.length;
    if (!p)
        return 0;
    while (p > 0 && string.charAt(p - 1) === "=")
        --p;
    return Math.floor(p * 3 / 4);
};

// Base64 encoding table
var b64 = new Array(64);

// Base64 decoding table
var s64 = new Array(123);

// 65..90, 97..122, 48..57, 43, 47
for (var i = 0; i < 64;)
    s64[b64[i] = i < 26 ? i + 65 : i < 52 ? i + 71 : i < 62 ? i - 4 : i - 59 | 43] = i++;

s64[45] = 62; // - -> +
s64[95] = 63; // _ -> /

/**
 * Encodes a buffer to a base64 encoded string.
 * @param {Uint8Array} buffer Source buffer
 * @param {number} start Source start
 * @param {number} end Source end
 * @returns {string} Base64 encoded string
 */
base64.encode = function encode(buffer, start, end) {
    var parts = null,
        chunk = [];
    var i = 0, // output index
        j = 0, // goto index
        t;     // temporary
    while (start < end) {
        var b = buffer[start++];
        switch (j) {
            case 0:
                chunk[i++] = b64[b >> 2];
                t = (b & 3) << 4;
                j = 1;
                break;
            case 1:
                chunk[i++] = b64[t | b >> 4];
                t = (b & 15) << 2;
                j = 2;
                break;
            case 2:
                chunk[i++] = b64[t | b >> 6];
                chunk[i++] = b64[b & 63];
                j = 0;
                break;
        }
        if (i > 8191) {
            (parts || (parts = [])).push(String.fromCharCode.apply(String, chunk));
            i = 0;
        }
    }
    if (j) {
        chunk[i++] = b64[t];
        chunk[i++] = 61;
        if (j === 1)
            chunk[i++] = 61;
    }
    if (parts) {
        if (i)
            parts.push(String.fromCharCode.apply(String, chunk.slice(0, i)));
        return parts.join("");
    }
    return String.fromCharCode.apply(String, chunk.slice(0, i));
};

var invalidEncoding = "invalid encoding";

/**
 * Decodes a base64 encoded string to a buffer.
 * @param {string} string Source string
 * @param {Uint8Array} buffer Destination buffer
 * @param {number} offset Destination offset
 * @returns {number} Number of bytes written
 * @throws {Error} If encoding is invalid
 */
base64.decode = function decode(string, buffer, offset) {
    var start = offset;
    var j = 0, // goto index
        t;     // temporary
    for (var i = 0; i < string.length;) {
        var c = string.charCodeAt(i++);
        if (c === 61 && j > 1)
            break;
        if ((c = s64[c]) === undefined)
            throw Error(invalidEncoding);
        switch (j) {
            case 0:
                t = c;
                j = 1;
                break;
            case 1:
                buffer[offset++] = t << 2 | (c & 48) >> 4;
                t = c;
                j = 2;
                break;
            case 2:
                buffer[offset++] = (t & 15) << 4 | (c & 60) >> 2;
                t = c;
                j = 3;
                break;
            case 3:
                buffer[offset++] = (t & 3) << 6 | c;
                j = 0;
                break;
        }
    }
    if (j === 1)
        throw Error(invalidEncoding);
    return offset - start;
};

var base64Re = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/,
    base64UrlRe = /[-_]/,
    base64UrlNoPaddingRe = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2}(?:==)?|[A-Za-z0-9_-]{3}=?)?$/;

/**
 * Tests if the specified string appears to be base64 encoded.
 * @param {string} string String to test
 * @returns {boolean} `true` if probably base64 encoded, otherwise false
 */
base64.test = function test(string) {
    return base64Re.test(string)
        || base64UrlRe.test(string) && base64UrlNoPaddingRe.test(string);
};


/***/ }),

/***/ 79:
/***/ ((module) => {


module.exports = EventEmitter;

/**
 * Constructs a new event emitter instance.
 * @classdesc A minimal event emitter.
 * @memberof util
 * @constructor
 */
function EventEmitter() {

    /**
     * Registered listeners.
     * @type {Object.<string,*>}
     * @private
     */
    this._listeners = Object.create(null);
}

/**
 * Event listener as used by {@link util.EventEmitter}.
 * @typedef EventEmitterListener
 * @type {function}
 * @param {...*} args Arguments
 * @returns {undefined}
 */

/**
 * Registers an event listener.
 * @param {string} evt Event name
 * @param {EventEmitterListener} fn Listener
 * @param {*} [ctx] Listener context
 * @returns {this} `this`
 */
EventEmitter.prototype.on = function on(evt, fn, ctx) {
    (this._listeners[evt] || (this._listeners[evt] = [])).push({
        fn  : fn,
        ctx : ctx || this
    });
    return this;
};

/**
 * Removes an event listener or any matching listeners if arguments are omitted.
 * @param {string} [evt] Event name. Removes all listeners if omitted.
 * @param {EventEmitterListener} [fn] Listener to remove. Removes all listeners of `evt` if omitted.
 * @returns {this} `this`
 */
EventEmitter.prototype.off = function off(evt, fn) {
    if (evt === undefined)
        this._listeners = Object.create(null);
    else {
        if (fn === undefined)
            this._listeners[evt] = [];
        else {
            var listeners = this._listeners[evt];
            if (!listeners)
                return this;
            for (var i = 0; i < listeners.length;)
                if (listeners[i].fn === fn)
                    listeners.splice(i, 1);
                else
                    ++i;
        }
    }
    return this;
};

/**
 * Emits an event by calling its listeners with the specified arguments.
 * @param {string} evt Event name
 * @param {...*} args Arguments
 * @returns {this} `this`
 */
EventEmitter.prototype.emit = function emit(evt) {
    var listeners = this._listeners[evt];
    if (listeners) {
        var args = [],
            i = 1;
        for (; i < arguments.length;)
            args.push(arguments[i++]);
        for (i = 0; i < listeners.length;)
            listeners[i].fn.apply(listeners[i++].ctx, args);
    }
    return this;
};


/***/ }),

/***/ 67:
/***/ ((module) => {



module.exports = factory(factory);

/**
 * Reads / writes floats / doubles from / to buffers.
 * @name util.float
 * @namespace
 */

/**
 * Writes a 32 bit float to a buffer using little endian byte order.
 * @name util.float.writeFloatLE
 * @function
 * @param {number} val Value to write
 * @param {Uint8Array} buf Target buffer
 * @param {number} pos Target buffer offset
 * @returns {undefined}
 */

/**
 * Writes a 32 bit float to a buffer using big endian byte order.
 * @name util.float.writeFloatBE
 * @function
 * @param {number} val Value to write
 * @param {Uint8Array} buf Target buffer
 * @param {number} pos Target buffer offset
 * @returns {undefined}
 */

/**
 * Reads a 32 bit float from a buffer using little endian byte order.
 * @name util.float.readFloatLE
 * @function
 * @param {Uint8Array} buf Source buffer
 * @param {number} pos Source buffer offset
 * @returns {number} Value read
 */

/**
 * Reads a 32 bit float from a buffer using big endian byte order.
 * @name util.float.readFloatBE
 * @function
 * @param {Uint8Array} buf Source buffer
 * @param {number} pos Source buffer offset
 * @returns {number} Value read
 */

/**
 * Writes a 64 bit double to a buffer using little endian byte order.
 * @name util.float.writeDoubleLE
 * @function
 * @param {number} val Value to write
 * @param {Uint8Array} buf Target buffer
 * @param {number} pos Target buffer offset
 * @returns {undefined}
 */

/**
 * Writes a 64 bit double to a buffer using big endian byte order.
 * @name util.float.writeDoubleBE
 * @function
 * @param {number} val Value to write
 * @param {Uint8Array} buf Target buffer
 * @param {number} pos Target buffer offset
 * @returns {undefined}
 */

/**
 * Reads a 64 bit double from a buffer using little endian byte order.
 * @name util.float.readDoubleLE
 * @function
 * @param {Uint8Array} buf Source buffer
 * @param {number} pos Source buffer offset
 * @returns {number} Value read
 */

/**
 * Reads a 64 bit double from a buffer using big endian byte order.
 * @name util.float.readDoubleBE
 * @function
 * @param {Uint8Array} buf Source buffer
 * @param {number} pos Source buffer offset
 * @returns {number} Value read
 */

// Factory function for the purpose of node-based testing in modified global environments
function factory(exports) {

    // float: typed array
    if (typeof Float32Array !== "undefined") (function() {

        var f32 = new Float32Array([ -0 ]),
            f8b = new Uint8Array(f32.buffer),
            le  = f8b[3] === 128;

        function writeFloat_f32_cpy(val, buf, pos) {
            f32[0] = val;
            buf[pos    ] = f8b[0];
            buf[pos + 1] = f8b[1];
            buf[pos + 2] = f8b[2];
            buf[pos + 3] = f8b[3];
        }

        function writeFloat_f32_rev(val, buf, pos) {
            f32[0] = val;
            buf[pos    ] = f8b[3];
            buf[pos + 1] = f8b[2];
            buf[pos + 2] = f8b[1];
            buf[pos + 3] = f8b[0];
        }

        /* istanbul ignore next */
        exports.writeFloatLE = le ? writeFloat_f32_cpy : writeFloat_f32_rev;
        /* istanbul ignore next */
        exports.writeFloatBE = le ? writeFloat_f32_rev : writeFloat_f32_cpy;

        function readFloat_f32_cpy(buf, pos) {
            f8b[0] = buf[pos    ];
            f8b[1] = buf[pos + 1];
            f8b[2] = buf[pos + 2];
            f8b[3] = buf[pos + 3];
            return f32[0];
        }

        function readFloat_f32_rev(buf, pos) {
            f8b[3] = buf[pos    ];
            f8b[2] = buf[pos + 1];
            f8b[1] = buf[pos + 2];
            f8b[0] = buf[pos + 3];
            return f32[0];
        }

        /* istanbul ignore next */
        exports.readFloatLE = le ? readFloat_f32_cpy : readFloat_f32_rev;
        /* istanbul ignore next */
        exports.readFloatBE = le ? readFloat_f32_rev : readFloat_f32_cpy;

    // float: ieee754
    })(); else (function() {

        function writeFloat_ieee754(writeUint, val, buf, pos) {
            var sign = val < 0 ? 1 : 0;
            if (sign)
                val = -val;
            if (val === 0)
                writeUint(1 / val > 0 ? /* positive */ 0 : /* negative 0 */ 2147483648, buf, pos);
            else if (isNaN(val))
                writeUint(2143289344, buf, pos);
            else if (val > 3.4028234663852886e+38) // +-Infinity
                writeUint((sign << 31 | 2139095040) >>> 0, buf, pos);
            else if (val < 1.1754943508222875e-38) // denormal
                writeUint((sign << 31 | Math.round(val / 1.401298464324817e-45)) >>> 0, buf, pos);
            else {
                var exponent = Math.floor(Math.log(val) / Math.LN2),
                    mantissa = Math.round(val * Math.pow(2, -exponent) * 8388608) & 8388607;
                writeUint((sign << 31 | exponent + 127 << 23 | mantissa) >>> 0, buf, pos);
            }
        }

        exports.writeFloatLE = writeFloat_ieee754.bind(null, writeUintLE);
        exports.writeFloatBE = writeFloat_ieee754.bind(null, writeUintBE);

        function readFloat_ieee754(readUint, buf, pos) {
            var uint = readUint(buf, pos),
                sign = (uint >> 31) * 2 + 1,
                exponent = uint >>> 23 & 255,
                mantissa = uint & 8388607;
            return exponent === 255
                ? mantissa
                ? NaN
                : sign * Infinity
                : exponent === 0 // denormal
                ? sign * 1.401298464324817e-45 * mantissa
                : sign * Math.pow(2, exponent - 150) * (mantissa + 8388608);
        }

        exports.readFloatLE = readFloat_ieee754.bind(null, readUintLE);
        exports.readFloatBE = readFloat_ieee754.bind(null, readUintBE);

    })();

    // double: typed array
    if (typeof Float64Array !== "undefined") (function() {

        var f64 = new Float64Array([-0]),
            f8b = new Uint8Array(f64.buffer),
            le  = f8b[7] === 128;

        function writeDouble_f64_cpy(val, buf, pos) {
            f64[0] = val;
            buf[pos    ] = f8b[0];
            buf[pos + 1] = f8b[1];
            buf[pos + 2] = f8b[2];
            buf[pos + 3] = f8b[3];
            buf[pos + 4] = f8b[4];
            buf[pos + 5] = f8b[5];
            buf[pos + 6] = f8b[6];
            buf[pos + 7] = f8b[7];
        }

        function writeDouble_f64_rev(val, buf, pos) {
            f64[0] = val;
            buf[pos    ] = f8b[7];
            buf[pos + 1] = f8b[6];
            buf[pos + 2] = f8b[5];
            buf[pos + 3] = f8b[4];
            buf[pos + 4] = f8b[3];
            buf[pos + 5] = f8b[2];
            buf[pos + 6] = f8b[1];
            buf[pos + 7] = f8b[0];
        }

        /* istanbul ignore next */
        exports.writeDoubleLE = le ? writeDouble_f64_cpy : writeDouble_f64_rev;
        /* istanbul ignore next */
        exports.writeDoubleBE = le ? writeDouble_f64_rev : writeDouble_f64_cpy;

        function readDouble_f64_cpy(buf, pos) {
            f8b[0] = buf[pos    ];
            f8b[1] = buf[pos + 1];
            f8b[2] = buf[pos + 2];
            f8b[3] = buf[pos + 3];
            f8b[4] = buf[pos + 4];
            f8b[5] = buf[pos + 5];
            f8b[6] = buf[pos + 6];
            f8b[7] = buf[pos + 7];
            return f64[0];
        }

        function readDouble_f64_rev(buf, pos) {
            f8b[7] = buf[pos    ];
            f8b[6] = buf[pos + 1];
            f8b[5] = buf[pos + 2];
            f8b[4] = buf[pos + 3];
            f8b[3] = buf[pos + 4];
            f8b[2] = buf[pos + 5];
            f8b[1] = buf[pos + 6];
            f8b[0] = buf[pos + 7];
            return f64[0];
        }

        /* istanbul ignore next */
        exports.readDoubleLE = le ? readDouble_f64_cpy : readDouble_f64_rev;
        /* istanbul ignore next */
        exports.readDoubleBE = le ? readDouble_f64_rev : readDouble_f64_cpy;

    // double: ieee754
    })(); else (function() {

        function writeDouble_ieee754(writeUint, off0, off1, val, buf, pos) {
            var sign = val < 0 ? 1 : 0;
            if (sign)
                val = -val;
            if (val === 0) {
                writeUint(0, buf, pos + off0);
                writeUint(1 / val > 0 ? /* positive */ 0 : /* negative 0 */ 2147483648, buf, pos + off1);
            } else if (isNaN(val)) {
                writeUint(0, buf, pos + off0);
                writeUint(2146959360, buf, pos + off1);
            } else if (val > 1.7976931348623157e+308) { // +-Infinity
                writeUint(0, buf, pos + off0);
                writeUint((sign << 31 | 2146435072) >>> 0, buf, pos + off1);
            } else {
                var mantissa;
                if (val < 2.2250738585072014e-308) { // denormal
                    mantissa = val / 5e-324;
                    writeUint(mantissa >>> 0, buf, pos + off0);
                    writeUint((sign << 31 | mantissa / 4294967296) >>> 0, buf, pos + off1);
                } else {
                    var exponent = Math.floor(Math.log(val) / Math.LN2);
                    if (exponent === 1024)
                        exponent = 1023;
                    mantissa = val * Math.pow(2, -exponent);
                    writeUint(mantissa * 4503599627370496 >>> 0, buf, pos + off0);
                    writeUint((sign << 31 | exponent + 1023 << 20 | mantissa * 1048576 & 1048575) >>> 0, buf, pos + off1);
                }
            }
        }

        exports.writeDoubleLE = writeDouble_ieee754.bind(null, writeUintLE, 0, 4);
        exports.writeDoubleBE = writeDouble_ieee754.bind(null, writeUintBE, 4, 0);

        function readDouble_ieee754(readUint, off0, off1, buf, pos) {
            var lo = readUint(buf, pos + off0),
                hi = readUint(buf, pos + off1);
            var sign = (hi >> 31) * 2 + 1,
                exponent = hi >>> 20 & 2047,
                mantissa = 4294967296 * (hi & 1048575) + lo;
            return exponent === 2047
                ? mantissa
                ? NaN
                : sign * Infinity
                : exponent === 0 // denormal
                ? sign * 5e-324 * mantissa
                : sign * Math.pow(2, exponent - 1075) * (mantissa + 4503599627370496);
        }

        exports.readDoubleLE = readDouble_ieee754.bind(null, readUintLE, 0, 4);
        exports.readDoubleBE = readDouble_ieee754.bind(null, readUintBE, 4, 0);

    })();

    return exports;
}

// uint helpers

function writeUintLE(val, buf, pos) {
    buf[pos    ] =  val        & 255;
    buf[pos + 1] =  val >>> 8  & 255;
    buf[pos + 2] =  val >>> 16 & 255;
    buf[pos + 3] =  val >>> 24;
}

function writeUintBE(val, buf, pos) {
    buf[pos    ] =  val >>> 24;
    buf[pos + 1] =  val >>> 16 & 255;
    buf[pos + 2] =  val >>> 8  & 255;
    buf[pos + 3] =  val        & 255;
}

function readUintLE(buf, pos) {
    return (buf[pos    ]
          | buf[pos + 1] << 8
          | buf[pos + 2] << 16
          | buf[pos + 3] << 24) >>> 0;
}

function readUintBE(buf, pos) {
    return (buf[pos    ] << 24
          | buf[pos + 1] << 16
          | buf[pos + 2] << 8
          | buf[pos + 3]) >>> 0;
}


/***/ }),

/***/ 460:
/***/ ((module) => {


module.exports = LongBits;

var Long;

/**
 * Constructs new long bits.
 * @classdesc Helper class for working with the low and high bits of a 64 bit value.
 * @memberof util
 * @constructor
 * @param {number} lo Low 32 bits, unsigned
 * @param {number} hi High 32 bits, unsigned
 */
function LongBits(lo, hi) {

    // note that the casts below are theoretically unnecessary as of today, but older statically
    // generated converter code might still call the ctor with signed 32bits. kept for compat.

    /**
     * Low bits.
     * @type {number}
     */
    this.lo = lo >>> 0;

    /**
     * High bits.
     * @type {number}
     */
    this.hi = hi >>> 0;
}

/**
 * Zero bits.
 * @memberof util.LongBits
 * @type {util.LongBits}
 */
var zero = LongBits.zero = new LongBits(0, 0);

zero.toNumber = function() { return 0; };
zero.zzEncode = zero.zzDecode = function() { return this; };
zero.length = function() { return 1; };

/**
 * Zero hash.
 * @memberof util.LongBits
 * @type {string}
 */
var zeroHash = LongBits.zeroHash = "\0\0\0\0\0\0\0\0";

/**
 * Constructs new long bits from the specified number.
 * @param {number} value Value
 * @returns {util.LongBits} Instance
 */
LongBits.fromNumber = function fromNumber(value) {
    if (value === 0)
        return zero;
    var sign = value < 0;
    if (sign)
        value = -value;
    var lo = value >>> 0,
        hi = (value - lo) / 4294967296 >>> 0;
    if (sign) {
        hi = ~hi >>> 0;
        lo = ~lo >>> 0;
        if (++lo > 4294967295) {
            lo = 0;
            if (++hi > 4294967295)
                hi = 0;
        }
    }
    return new LongBits(lo, hi);
};

/**
 * Constructs new long bits from a number, long or string.
 * @param {Long|number|string} value Value
 * @returns {util.LongBits} Instance
 */
LongBits.from = function from(value) {
    if (typeof value === "number")
        return LongBits.fromNumber(value);
    if (typeof value === "string" || value instanceof String) {
        /* istanbul ignore else */
        if (Long)
            value = Long.fromString(value);
        else
            return LongBits.fromNumber(parseInt(value, 10));
    }
    return value.low || value.high ? new LongBits(value.low >>> 0, value.high >>> 0) : zero;
};

/**
 * Converts this long bits to a possibly unsafe JavaScript number.
 * @param {boolean} [unsigned=false] Whether unsigned or not
 * @returns {number} Possibly unsafe number
 */
LongBits.prototype.toNumber = function toNumber(unsigned) {
    if (!unsigned && this.hi >>> 31) {
        var lo = ~this.lo + 1 >>> 0,
            hi = ~this.hi     >>> 0;
        if (!lo)
            hi = hi + 1 >>> 0;
        return -(lo + hi * 4294967296);
    }
    return this.lo + this.hi * 4294967296;
};

/**
 * Converts this long bits to a long.
 * @param {boolean} [unsigned=false] Whether unsigned or not
 * @returns {Long} Long
 */
LongBits.prototype.toLong = function toLong(unsigned) {
    return Long
        ? new Long(this.lo | 0, this.hi | 0, Boolean(unsigned))
        /* istanbul ignore next */
        : { low: this.lo | 0, high: this.hi | 0, unsigned: Boolean(unsigned) };
};

var charCodeAt = String.prototype.charCodeAt;

/**
 * Constructs new long bits from the specified 8 characters long hash.
 * @param {string} hash Hash
 * @returns {util.LongBits} Bits
 */
LongBits.fromHash = function fromHash(hash) {
    if (hash === zeroHash)
        return zero;
    return new LongBits(
        ( charCodeAt.call(hash, 0)
        | charCodeAt.call(hash, 1) << 8
        | charCodeAt.call(hash, 2) << 16
        | charCodeAt.call(hash, 3) << 24) >>> 0
    ,
        ( charCodeAt.call(hash, 4)
        | charCodeAt.call(hash, 5) << 8
        | charCodeAt.call(hash, 6) << 16
        | charCodeAt.call(hash, 7) << 24) >>> 0
    );
};

/**
 * Converts this long bits to a 8 characters long hash.
 * @returns {string} Hash
 */
LongBits.prototype.toHash = function toHash() {
    return String.fromCharCode(
        this.lo        & 255,
        this.lo >>> 8  & 255,
        this.lo >>> 16 & 255,
        this.lo >>> 24      ,
        this.hi        & 255,
        this.hi >>> 8  & 255,
        this.hi >>> 16 & 255,
        this.hi >>> 24
    );
};

/**
 * Zig-zag encodes this long bits.
 * @returns {util.LongBits} `this`
 */
LongBits.prototype.zzEncode = function zzEncode() {
    var mask =   this.hi >> 31;
    this.hi  = ((this.hi << 1 | this.lo >>> 31) ^ mask) >>> 0;
    this.lo  = ( this.lo << 1                   ^ mask) >>> 0;
    return this;
};

/**
 * Zig-zag decodes this long bits.
 * @returns {util.LongBits} `this`
 */
LongBits.prototype.zzDecode = function zzDecode() {
    var mask = -(this.lo & 1);
    this.lo  = ((this.lo >>> 1 | this.hi << 31) ^ mask) >>> 0;
    this.hi  = ( this.hi >>> 1                  ^ mask) >>> 0;
    return this;
};

/**
 * Calculates the length of this longbits when encoded as a varint.
 * @returns {number} Length
 */
LongBits.prototype.length = function length() {
    var part0 =  this.lo,
        part1 = (this.lo >>> 28 | this.hi << 4) >>> 0,
        part2 =  this.hi >>> 24;
    return part2 === 0
         ? part1 === 0
           ? part0 < 16384
             ? part0 < 128 ? 1 : 2
             : part0 < 2097152 ? 3 : 4
           : part1 < 16384
             ? part1 < 128 ? 5 : 6
             : part1 < 2097152 ? 7 : 8
         : part2 < 128 ? 9 : 10;
};

LongBits._configure = function(Long_) {
    Long = Long_;
};


/***/ }),

/***/ 186:
/***/ (function(__unused_webpack_module, exports, __nccwpck_require__) {


/* global globalThis */
var util = exports;

// used to return a Promise where callback is omitted
util.asPromise = __nccwpck_require__(200);

// converts to / from base64 encoded strings
util.base64 = __nccwpck_require__(866);

// base class of rpc.Service
util.EventEmitter = __nccwpck_require__(79);

// float handling accross browsers
util.float = __nccwpck_require__(67);

// converts to / from utf8 encoded strings
util.utf8 = __nccwpck_require__(738);

// provides a node-like buffer pool in the browser
util.pool = __nccwpck_require__(771);

// utility to work with the low and high bits of a 64 bit value
util.LongBits = __nccwpck_require__(460);

/**
 * Tests if the specified key can affect object prototypes.
 * @memberof util
 * @param {string} key Key to test
 * @returns {boolean} `true` if the key is unsafe
 */
function isUnsafeProperty(key) {
    return key === "__proto__" || key === "prototype" || key === "constructor";
}

util.isUnsafeProperty = isUnsafeProperty;

/**
 * Whether running within node or not.
 * @memberof util
 * @type {boolean}
 */
util.isNode = Boolean(typeof global !== "undefined"
                   && global
                   && global.process
                   && global.process.versions
                   && global.process.versions.node);

/**
 * Global object reference.
 * @memberof util
 * @type {Object}
 */
util.global = util.isNode && global
           || typeof window !== "undefined" && window
           || typeof self   !== "undefined" && self
           || typeof globalThis !== "undefined" && globalThis
           || this; // eslint-disable-line no-invalid-this

/**
 * An immuable empty array.
 * @memberof util
 * @type {Array.<*>}
 * @const
 */
util.emptyArray = Object.freeze ? Object.freeze([]) : /* istanbul ignore next */ []; // used on prototypes

/**
 * An immutable empty object.
 * @type {Object}
 * @const
 */
util.emptyObject = Object.freeze ? Object.freeze({}) : /* istanbul ignore next */ {}; // used on prototypes

/**
 * Tests if the specified value is an integer.
 * @function
 * @param {*} value Value to test
 * @returns {boolean} `true` if the value is an integer
 */
util.isInteger = Number.isInteger || /* istanbul ignore next */ function isInteger(value) {
    return typeof value === "number" && isFinite(value) && Math.floor(value) === value;
};

/**
 * Tests if the specified value is a string.
 * @param {*} value Value to test
 * @returns {boolean} `true` if the value is a string
 */
util.isString = function isString(value) {
    return typeof value === "string" || value instanceof String;
};

/**
 * Tests if the specified value is a non-null object.
 * @param {*} value Value to test
 * @returns {boolean} `true` if the value is a non-null object
 */
util.isObject = function isObject(value) {
    return value && typeof value === "object";
};

/**
 * Checks if a property on a message is considered to be present.
 * This is an alias of {@link util.isSet}.
 * @function
 * @param {Object} obj Plain object or message instance
 * @param {string} prop Property name
 * @returns {boolean} `true` if considered to be present, otherwise `false`
 */
util.isset =

/**
 * Checks if a property on a message is considered to be present.
 * @param {Object} obj Plain object or message instance
 * @param {string} prop Property name
 * @returns {boolean} `true` if considered to be present, otherwise `false`
 */
util.isSet = function isSet(obj, prop) {
    var value = obj[prop];
    if (value != null && Object.hasOwnProperty.call(obj, prop)) // eslint-disable-line eqeqeq
        return typeof value !== "object" || (Array.isArray(value) ? value.length : Object.keys(value).length) > 0;
    return false;
};

/**
 * Any compatible Buffer instance.
 * This is a minimal stand-alone definition of a Buffer instance. The actual type is that exported by node's typings.
 * @interface Buffer
 * @extends Uint8Array
 */

/**
 * Node's Buffer class if available.
 * @type {Constructor<Buffer>}
 */
util.Buffer = (function() {
    try {
        var Buffer = util.global.Buffer;
        // refuse to use non-node buffers if not explicitly assigned (perf reasons)
        return Buffer.prototype.utf8Write || util.isNode ? Buffer : /* istanbul ignore next */ null;
    } catch (e) {
        /* istanbul ignore next */
        return null;
    }
})();

/**
 * Creates a new buffer of whatever type supported by the environment.
 * @param {number|number[]} [sizeOrArray=0] Buffer size or number array
 * @returns {Uint8Array|Buffer} Buffer
 */
util.newBuffer = function newBuffer(sizeOrArray) {
    var Buffer = util.Buffer;
    /* istanbul ignore next */
    return typeof sizeOrArray === "number"
        ? Buffer
            ? Buffer.allocUnsafe(sizeOrArray)
            : new Uint8Array(sizeOrArray)
        : Buffer
            ? Buffer.from(sizeOrArray)
            : new Uint8Array(sizeOrArray);
};

/**
 * Prepends a raw field tag to raw field data.
 * @param {number} id Field id
 * @param {number} wireType Wire type
 * @param {Uint8Array} data Raw field data
 * @returns {Uint8Array|Buffer} Raw field bytes
 * @ignore
 */
util.rawField = function rawField(id, wireType, data) {
    var out = [],
        tag = id << 3 | wireType;
    tag >>>= 0;
    while (tag > 127) {
        out.push(tag & 127 | 128);
        tag >>>= 7;
    }
    out.push(tag);
    for (var i = 0; i < data.length; ++i)
        out.push(data[i]);
    return util.newBuffer(out);
};

/**
 * Array implementation used in the browser.
 * @type {Constructor<Uint8Array>}
 * @deprecated Use `Uint8Array` instead.
 */
util.Array = Uint8Array;

/**
 * Any compatible Long instance.
 * This is a minimal stand-alone definition of a Long instance. The actual type is that exported by long.js.
 * @interface Long
 * @property {number} low Low bits
 * @property {number} high High bits
 * @property {boolean} unsigned Whether unsigned or not
 */

/**
 * Long.js's Long class if available.
 * @type {Constructor<Long>}
 */
util.Long = /* istanbul ignore next */ util.global.dcodeIO && /* istanbul ignore next */ util.global.dcodeIO.Long
         || /* istanbul ignore next */ util.global.Long
         || (function() {
                try {
                    var Long = __nccwpck_require__(390);
                    return Long && Long.isLong ? Long : null;
                } catch (e) {
                    /* istanbul ignore next */
                    return null;
                }
            })();

/**
 * Regular expression used to verify 2 bit (`bool`) map keys.
 * @type {RegExp}
 * @const
 */
util.key2Re = /^(?:true|false|0|1)$/;

/**
 * Regular expression used to verify 32 bit (`int32` etc.) map keys.
 * @type {RegExp}
 * @const
 */
util.key32Re = /^-?(?:0|[1-9][0-9]*)$/;

/**
 * Regular expression used to verify 64 bit (`int64` etc.) map keys.
 * @type {RegExp}
 * @const
 */
util.key64Re = /^(?:[\x00-\xff]{8}|-?(?:0|[1-9][0-9]*))$/; // eslint-disable-line no-control-regex

/**
 * Converts a number or long to an 8 characters long hash string.
 * @param {Long|number} value Value to convert
 * @returns {string} Hash
 */
util.longToHash = function longToHash(value) {
    return value
        ? util.LongBits.from(value).toHash()
        : util.LongBits.zeroHash;
};

/**
 * Converts an 8 characters long hash string to a long or number.
 * @param {string} hash Hash
 * @param {boolean} [unsigned=false] Whether unsigned or not
 * @returns {Long|number} Original value
 */
util.longFromHash = function longFromHash(hash, unsigned) {
    var bits = util.LongBits.fromHash(hash);
    if (util.Long)
        return util.Long.fromBits(bits.lo, bits.hi, unsigned);
    return bits.toNumber(Boolean(unsigned));
};

/**
 * Converts a 64 bit key to a long or number if it is an 8 characters long hash string.
 * @param {string} key Map key
 * @param {boolean} [unsigned=false] Whether unsigned or not
 * @returns {Long|number|string} Original value
 */
util.longFromKey = function longFromKey(key, unsigned) {
    return util.key64Re.test(key) && !util.key32Re.test(key)
        ? util.longFromHash(key, unsigned)
        : key;
};

/**
 * Converts a boolean key to a boolean value.
 * @param {string} key Map key
 * @returns {boolean} Boolean value
 */
util.boolFromKey = function boolFromKey(key) {
    return key === "true" || key === "1";
};

/**
 * Merges the properties of the source object into the destination object.
 * @memberof util
 * @param {Object.<string,*>} dst Destination object
 * @param {...(Object.<string,*>|boolean)} src Source objects, optionally followed by an `ifNotSet` flag
 * @returns {Object.<string,*>} Destination object
 */
function merge(dst) { // used by converters
    var ifNotSet = typeof arguments[arguments.length - 1] === "boolean",
        limit = ifNotSet ? arguments.length - 1 : arguments.length;
    ifNotSet = ifNotSet && arguments[arguments.length - 1];
    for (var a = 1; a < limit; ++a) {
        var src = arguments[a];
        if (!src)
            continue;
        for (var keys = Object.keys(src), i = 0; i < keys.length; ++i)
            if (!isUnsafeProperty(keys[i]) && (!ifNotSet || !Object.prototype.hasOwnProperty.call(dst, keys[i]) || dst[keys[i]] === undefined))
                dst[keys[i]] = src[keys[i]];
    }
    return dst;
}

util.merge = merge;

/**
 * Schema declaration nesting limit.
 * @memberof util
 * @type {number}
 */
util.nestingLimit = 32; // protoc: MaxMessageDeclarationNestingDepth

/**
 * Recursion limit.
 * @memberof util
 * @type {number}
 */
util.recursionLimit = 100; // protoc: CodedInputStream::default_recursion_limit_

/**
 * Makes a property safe for assignment as an own property.
 * @memberof util
 * @param {Object.<string,*>} obj Object
 * @param {string} key Property key
 * @param {boolean} [enumerable=true] Whether the property should be enumerable
 * @returns {undefined}
 */
util.makeProp = function makeProp(obj, key, enumerable) {
    if (Object.prototype.hasOwnProperty.call(obj, key))
        return;
    Object.defineProperty(obj, key, {
        enumerable: enumerable === undefined ? true : enumerable,
        configurable: true,
        writable: true
    });
};

/**
 * Converts the first character of a string to lower case.
 * @param {string} str String to convert
 * @returns {string} Converted string
 */
util.lcFirst = function lcFirst(str) {
    return str.charAt(0).toLowerCase() + str.substring(1);
};

/**
 * Creates a custom error constructor.
 * @memberof util
 * @param {string} name Error name
 * @returns {Constructor<Error>} Custom error constructor
 */
function newError(name) {

    function CustomError(message, properties) {

        if (!(this instanceof CustomError))
            return new CustomError(message, properties);

        // Error.call(this, message);
        // ^ just returns a new error instance because the ctor can be called as a function

        Object.defineProperty(this, "message", { get: function() { return message; } });

        /* istanbul ignore next */
        if (Error.captureStackTrace) // node
            Error.captureStackTrace(this, CustomError);
        else
            Object.defineProperty(this, "stack", { value: new Error().stack || "" });

        if (properties)
            merge(this, properties);
    }

    CustomError.prototype = Object.create(Error.prototype, {
        constructor: {
            value: CustomError,
            writable: true,
            enumerable: false,
            configurable: true,
        },
        name: {
            get: function get() { return name; },
            set: undefined,
            enumerable: false,
            // configurable: false would accurately preserve the behavior of
            // the original, but I'm guessing that was not intentional.
            // For an actual error subclass, this property would
            // be configurable.
            configurable: true,
        },
        toString: {
            value: function value() { return this.name + ": " + this.message; },
            writable: true,
            enumerable: false,
            configurable: true,
        },
    });

    return CustomError;
}

util.newError = newError;

/**
 * Constructs a new protocol error.
 * @classdesc Error subclass indicating a protocol specifc error.
 * @memberof util
 * @extends Error
 * @template T extends Message<T>
 * @constructor
 * @param {string} message Error message
 * @param {Object.<string,*>} [properties] Additional properties
 * @example
 * try {
 *     MyMessage.decode(someBuffer); // throws if required fields are missing
 * } catch (e) {
 *     if (e instanceof ProtocolError && e.instance)
 *         console.log("decoded so far: " + JSON.stringify(e.instance));
 * }
 */
util.ProtocolError = newError("ProtocolError");

/**
 * So far decoded message instance.
 * @name util.ProtocolError#instance
 * @type {Message<T>}
 */

/**
 * A OneOf getter as returned by {@link util.oneOfGetter}.
 * @typedef OneOfGetter
 * @type {function}
 * @returns {string|undefined} Set field name, if any
 */

/**
 * Builds a getter for a oneof's present field name.
 * @param {string[]} fieldNames Field names
 * @returns {OneOfGetter} Unbound getter
 */
util.oneOfGetter = function getOneOf(fieldNames) {
    var fieldMap = {};
    for (var i = 0; i < fieldNames.length; ++i)
        fieldMap[fieldNames[i]] = 1;

    /**
     * @returns {string|undefined} Set field name, if any
     * @this Object
     * @ignore
     */
    return function() { // eslint-disable-line consistent-return
        for (var keys = Object.keys(this), i = keys.length - 1; i > -1; --i)
            if (fieldMap[keys[i]] === 1 && this[keys[i]] !== undefined && this[keys[i]] !== null)
                return keys[i];
    };
};

/**
 * A OneOf setter as returned by {@link util.oneOfSetter}.
 * @typedef OneOfSetter
 * @type {function}
 * @param {string|undefined} value Field name
 * @returns {undefined}
 */

/**
 * Builds a setter for a oneof's present field name.
 * @param {string[]} fieldNames Field names
 * @returns {OneOfSetter} Unbound setter
 */
util.oneOfSetter = function setOneOf(fieldNames) {

    /**
     * @param {string} name Field name
     * @returns {undefined}
     * @this Object
     * @ignore
     */
    return function(name) {
        for (var i = 0; i < fieldNames.length; ++i)
            if (fieldNames[i] !== name)
                delete this[fieldNames[i]];
    };
};

/**
 * Default conversion options used for {@link Message#toJSON} implementations.
 *
 * These options are close to proto3's JSON mapping with the exception that internal types like Any are handled just like messages. More precisely:
 *
 * - Longs become strings
 * - Enums become string keys
 * - Bytes become base64 encoded strings
 * - (Sub-)Messages become plain objects
 * - Maps become plain objects with all string keys
 * - Repeated fields become arrays
 * - NaN and Infinity for float and double fields become strings
 *
 * @type {IConversionOptions}
 * @see https://developers.google.com/protocol-buffers/docs/proto3?hl=en#json
 */
util.toJSONOptions = {
    longs: String,
    enums: String,
    bytes: String,
    json: true
};


/***/ }),

/***/ 771:
/***/ ((module) => {


module.exports = pool;

/**
 * An allocator as used by {@link util.pool}.
 * @typedef PoolAllocator
 * @type {function}
 * @param {number} size Buffer size
 * @returns {Uint8Array} Buffer
 */

/**
 * A slicer as used by {@link util.pool}.
 * @typedef PoolSlicer
 * @type {function}
 * @param {number} start Start offset
 * @param {number} end End offset
 * @returns {Uint8Array} Buffer slice
 * @this Uint8Array
 */

/**
 * A general purpose buffer pool.
 * @memberof util
 * @function
 * @param {PoolAllocator} alloc Allocator
 * @param {PoolSlicer} slice Slicer
 * @param {number} [size=8192] Slab size
 * @returns {PoolAllocator} Pooled allocator
 */
function pool(alloc, slice, size) {
    var SIZE   = size || 8192;
    var MAX    = SIZE >>> 1;
    var slab   = null;
    var offset = SIZE;
    return function pool_alloc(size) {
        if (size < 1 || size > MAX)
            return alloc(size);
        if (offset + size > SIZE) {
            slab = alloc(SIZE);
            offset = 0;
        }
        var buf = slice.call(slab, offset, offset += size);
        if (offset & 7) // align to 32 bit
            offset = (offset | 7) + 1;
        return buf;
    };
}


/***/ }),

/***/ 738:
/***/ ((__unused_webpack_module, exports) => {



/**
 * A minimal UTF8 implementation.
 * @memberof util
 * @namespace
 */
var utf8 = exports,
    looseDecoder = new TextDecoder("utf-8", { ignoreBOM: true }),
    strictDecoder;
var TEXT_DECODER_MIN_LENGTH = 64;

try {
    strictDecoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
} catch (err) {
    // "fatal" option is not supported on Node.js compiled without ICU
    strictDecoder = looseDecoder;
}

/**
 * Calculates the UTF8 byte length of a string.
 * @param {string} string String
 * @returns {number} Byte length
 */
utf8.length = function utf8_length(string) {
    var len = 0,
        c = 0;
    for (var i = 0; i < string.length; ++i) {
        c = string.charCodeAt(i);
        if (c < 128)
            len += 1;
        else if (c < 2048)
            len += 2;
        else if ((c & 0xFC00) === 0xD800 && (string.charCodeAt(i + 1) & 0xFC00) === 0xDC00) {
            ++i;
            len += 4;
        } else
            len += 3;
    }
    return len;
};

function utf8_read_decoder(decoder, buffer, start, end) {
    var source = start === 0 && end === buffer.length
        ? buffer
        : buffer.subarray(start, end);
    return decoder.decode(source);
}

/**
 * Reads UTF8 bytes as a string.
 * @param {Uint8Array} buffer Source buffer
 * @param {number} start Source start
 * @param {number} end Source end
 * @returns {string} String read
 */
utf8.read = function utf8_read_loose(buffer, start, end) {
    if (end - start < 1)
        return "";
    if (end - start >= TEXT_DECODER_MIN_LENGTH)
        return utf8_read_decoder(looseDecoder, buffer, start, end);

    var str = "",
        i = start,
        c1, c2, c3, c4, c5, c6, c7, c8;

    for (; i + 7 < end; i += 8) {
        c1 = buffer[i];
        c2 = buffer[i + 1];
        c3 = buffer[i + 2];
        c4 = buffer[i + 3];
        c5 = buffer[i + 4];
        c6 = buffer[i + 5];
        c7 = buffer[i + 6];
        c8 = buffer[i + 7];
        if ((c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8) & 0x80)
            return str + utf8_read_decoder(looseDecoder, buffer, i, end);
        str += String.fromCharCode(c1, c2, c3, c4, c5, c6, c7, c8);
    }

    for (; i < end; ++i) {
        c1 = buffer[i];
        if (c1 & 0x80)
            return str + utf8_read_decoder(looseDecoder, buffer, i, end);
        str += String.fromCharCode(c1);
    }

    return str;
};

/**
 * Reads UTF8 bytes as a string, rejecting invalid UTF8.
 * @param {Uint8Array} buffer Source buffer
 * @param {number} start Source start
 * @param {number} end Source end
 * @returns {string} String read
 */
utf8.readStrict = function utf8_read_strict(buffer, start, end) {
    if (end - start < 1)
        return "";
    if (end - start >= TEXT_DECODER_MIN_LENGTH)
        return utf8_read_decoder(strictDecoder, buffer, start, end);

    var str = "",
        i = start,
        c1, c2, c3, c4, c5, c6, c7, c8;

    for (; i + 7 < end; i += 8) {
        c1 = buffer[i];
        c2 = buffer[i + 1];
        c3 = buffer[i + 2];
        c4 = buffer[i + 3];
        c5 = buffer[i + 4];
        c6 = buffer[i + 5];
        c7 = buffer[i + 6];
        c8 = buffer[i + 7];
        if ((c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8) & 0x80)
            return str + utf8_read_decoder(strictDecoder, buffer, i, end);
        str += String.fromCharCode(c1, c2, c3, c4, c5, c6, c7, c8);
    }

    for (; i < end; ++i) {
        c1 = buffer[i];
        if (c1 & 0x80)
            return str + utf8_read_decoder(strictDecoder, buffer, i, end);
        str += String.fromCharCode(c1);
    }

    return str;
};

/**
 * Writes a string as UTF8 bytes.
 * @param {string} string Source string
 * @param {Uint8Array} buffer Destination buffer
 * @param {number} offset Destination offset
 * @returns {number} Bytes written
 */
utf8.write = function utf8_write(string, buffer, offset) {
    var start = offset,
        c1, // character 1
        c2; // character 2
    for (var i = 0; i < string.length; ++i) {
        c1 = string.charCodeAt(i);
        if (c1 < 128) {
            buffer[offset++] = c1;
        } else if (c1 < 2048) {
            buffer[offset++] = c1 >> 6       | 192;
            buffer[offset++] = c1       & 63 | 128;
        } else if ((c1 & 0xFC00) === 0xD800 && ((c2 = string.charCodeAt(i + 1)) & 0xFC00) === 0xDC00) {
            c1 = 0x10000 + ((c1 & 0x03FF) << 10) + (c2 & 0x03FF);
            ++i;
            buffer[offset++] = c1 >> 18      | 240;
            buffer[offset++] = c1 >> 12 & 63 | 128;
            buffer[offset++] = c1 >> 6  & 63 | 128;
            buffer[offset++] = c1       & 63 | 128;
        } else {
            buffer[offset++] = c1 >> 12      | 224;
            buffer[offset++] = c1 >> 6  & 63 | 128;
            buffer[offset++] = c1       & 63 | 128;
        }
    }
    return offset - start;
};


/***/ }),

/***/ 745:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {


module.exports = Writer;

var util      = __nccwpck_require__(186);

var BufferWriter; // cyclic

var LongBits  = util.LongBits,
    base64    = util.base64,
    utf8      = util.utf8;

/**
 * Constructs a new writer instance.
 * @classdesc Wire format writer using `Uint8Array`.
 * @constructor
 */
function Writer() {

    /**
     * Write cursor into {@link Writer#buf}.
     * @type {number}
     */
    this.pos = 0;

    /**
     * Backing buffer.
     * @type {Uint8Array}
     */
    this.buf = this.constructor.alloc(Writer.initialBufferSize);

    /**
     * Cached DataView over {@link Writer#buf}.
     * @type {DataView|null}
     */
    this.view = null;

    /**
     * Stack of forked length-prefix positions.
     * @type {Array<number>|null}
     */
    this.states = null;
}

/**
 * Initial backing buffer size in bytes. Defaults to 128.
 * @type {number}
 */
Writer.initialBufferSize = 128;

/**
 * Current write position.
 * @name Writer#len
 * @type {number}
 * @deprecated Use {@link Writer#pos} instead.
 */
Object.defineProperty(Writer.prototype, "len", {
    configurable: true,
    enumerable: true,
    get: function get_len() {
        return this.pos;
    }
});

var create = function create() {
    return util.Buffer
        ? function create_buffer_setup() {
            return (Writer.create = function create_buffer() {
                return new BufferWriter();
            })();
        }
        /* istanbul ignore next */
        : function create_array() {
            return new Writer();
        };
};

/**
 * Creates a new writer.
 * @function
 * @returns {BufferWriter|Writer} A {@link BufferWriter} when Buffers are supported, otherwise a {@link Writer}
 */
Writer.create = create();

/**
 * Allocates a buffer of the specified size.
 * @param {number} size Buffer size
 * @returns {Uint8Array} Buffer
 */
Writer.alloc = function alloc(size) {
    return new Uint8Array(size);
};

// Use Uint8Array buffer pool in the browser, just like node does with buffers
Writer.alloc = util.pool(Writer.alloc, Uint8Array.prototype.subarray);

/**
 * Calculates the number of bytes a value occupies as a varint.
 * @param {number} value Value to size (unsigned)
 * @returns {number} Byte length (1..5)
 * @ignore
 */
function sizeVarint32(value) {
    return value         < 128       ? 1
         : value         < 16384     ? 2
         : value         < 2097152   ? 3
         : value         < 268435456 ? 4
         :                             5;
}

/**
 * Ensures that at least `n` more bytes fit into the backing buffer, doubling it if not.
 * @param {number} n Number of additional bytes required
 * @returns {undefined}
 * @private
 */
Writer.prototype._reserve = function _reserve(n) {
    var need = this.pos + n;
    if (need > this.buf.length) {
        var size = this.buf.length << 1;
        if (size < need)
            size = need;
        var buf = this.constructor.alloc(size);
        buf.set(this.buf.subarray(0, this.pos), 0);
        this.buf = buf;
        this.view = null; // invalidate
    }
};

function writeStringAscii(val, buf, pos) {
    for (var i = 0; i < val.length;)
        buf[pos++] = val.charCodeAt(i++);
}

function writeVarint32(val, buf, pos) {
    while (val > 127) {
        buf[pos++] = val & 127 | 128;
        val >>>= 7;
    }
    buf[pos] = val;
    return pos + 1;
}

/**
 * Writes an unsigned 32 bit value as a varint.
 * @param {number} value Value to write
 * @returns {Writer} `this`
 */
Writer.prototype.uint32 = function write_uint32(value) {
    value = value >>> 0;
    this._reserve(5);
    var pos = this.pos;
    this.pos = writeVarint32(value, this.buf, pos);
    return this;
};

/**
 * Writes a signed 32 bit value as a varint.
 * @function
 * @param {number} value Value to write
 * @returns {Writer} `this`
 */
Writer.prototype.int32 = function write_int32(value) {
    if ((value |= 0) < 0) { // 10 bytes per spec
        this._reserve(10);
        writeVarint64(LongBits.fromNumber(value), this.buf, this.pos);
        this.pos += 10;
        return this;
    }
    return this.uint32(value);
};

/**
 * Writes a 32 bit value as a varint, zig-zag encoded.
 * @param {number} value Value to write
 * @returns {Writer} `this`
 */
Writer.prototype.sint32 = function write_sint32(value) {
    return this.uint32((value << 1 ^ value >> 31) >>> 0);
};

function writeVarint64(val, buf, pos) {
    var lo = val.lo,
        hi = val.hi;
    while (hi) {
        buf[pos++] = lo & 127 | 128;
        lo = (lo >>> 7 | hi << 25) >>> 0;
        hi >>>= 7;
    }
    while (lo > 127) {
        buf[pos++] = lo & 127 | 128;
        lo = lo >>> 7;
    }
    buf[pos] = lo;
    return pos + 1;
}

/**
 * Writes an unsigned 64 bit value as a varint.
 * @param {Long|number|string} value Value to write
 * @returns {Writer} `this`
 * @throws {TypeError} If `value` is a string and no long library is present.
 */
Writer.prototype.uint64 = function write_uint64(value) {
    var bits = LongBits.from(value);
    this._reserve(10);
    var pos = this.pos;
    this.pos = writeVarint64(bits, this.buf, pos);
    return this;
};

/**
 * Writes a signed 64 bit value as a varint.
 * @function
 * @param {Long|number|string} value Value to write
 * @returns {Writer} `this`
 * @throws {TypeError} If `value` is a string and no long library is present.
 */
Writer.prototype.int64 = Writer.prototype.uint64;

/**
 * Writes a signed 64 bit value as a varint, zig-zag encoded.
 * @param {Long|number|string} value Value to write
 * @returns {Writer} `this`
 * @throws {TypeError} If `value` is a string and no long library is present.
 */
Writer.prototype.sint64 = function write_sint64(value) {
    var bits = LongBits.from(value).zzEncode();
    this._reserve(10);
    var pos = this.pos;
    this.pos = writeVarint64(bits, this.buf, pos);
    return this;
};

/**
 * Writes a boolish value as a varint.
 * @param {boolean} value Value to write
 * @returns {Writer} `this`
 */
Writer.prototype.bool = function write_bool(value) {
    this._reserve(1);
    this.buf[this.pos++] = value ? 1 : 0;
    return this;
};

function writeFixed32(val, buf, pos) {
    buf[pos    ] =  val         & 255;
    buf[pos + 1] =  val >>> 8   & 255;
    buf[pos + 2] =  val >>> 16  & 255;
    buf[pos + 3] =  val >>> 24;
}

/**
 * Writes an unsigned 32 bit value as fixed 32 bits.
 * @param {number} value Value to write
 * @returns {Writer} `this`
 */
Writer.prototype.fixed32 = function write_fixed32(value) {
    this._reserve(4);
    writeFixed32(value >>> 0, this.buf, this.pos);
    this.pos += 4;
    return this;
};

/**
 * Writes a signed 32 bit value as fixed 32 bits.
 * @function
 * @param {number} value Value to write
 * @returns {Writer} `this`
 */
Writer.prototype.sfixed32 = Writer.prototype.fixed32;

/**
 * Writes an unsigned 64 bit value as fixed 64 bits.
 * @param {Long|number|string} value Value to write
 * @returns {Writer} `this`
 * @throws {TypeError} If `value` is a string and no long library is present.
 */
Writer.prototype.fixed64 = function write_fixed64(value) {
    var bits = LongBits.from(value);
    this._reserve(8);
    writeFixed32(bits.lo, this.buf, this.pos);
    writeFixed32(bits.hi, this.buf, this.pos + 4);
    this.pos += 8;
    return this;
};

/**
 * Writes a signed 64 bit value as fixed 64 bits.
 * @function
 * @param {Long|number|string} value Value to write
 * @returns {Writer} `this`
 * @throws {TypeError} If `value` is a string and no long library is present.
 */
Writer.prototype.sfixed64 = Writer.prototype.fixed64;

/**
 * Writes a float (32 bit).
 * @function
 * @param {number} value Value to write
 * @returns {Writer} `this`
 */
Writer.prototype.float = function write_float(value) {
    this._reserve(4);
    util.float.writeFloatLE(value, this.buf, this.pos);
    this.pos += 4;
    return this;
};

/**
 * Writes a double (64 bit float).
 * @function
 * @param {number} value Value to write
 * @returns {Writer} `this`
 */
Writer.prototype.double = function write_double(value) {
    this._reserve(8);
    util.float.writeDoubleLE(value, this.buf, this.pos);
    this.pos += 8;
    return this;
};

/**
 * Writes a sequence of bytes.
 * @param {Uint8Array|string} value Buffer or base64 encoded string to write
 * @returns {Writer} `this`
 */
Writer.prototype.bytes = function write_bytes(value) {
    var len = value.length >>> 0;
    if (!len) {
        this._reserve(1);
        this.buf[this.pos++] = 0;
        return this;
    }
    if (util.isString(value)) {
        var buf = Writer.alloc(len = base64.length(value));
        base64.decode(value, buf, 0);
        value = buf;
    }
    this.uint32(len);
    this._reserve(len);
    this.buf.set(value, this.pos);
    this.pos += len;
    return this;
};

/**
 * Writes raw bytes without a tag or length prefix.
 * @param {Uint8Array} value Raw bytes
 * @returns {Writer} `this`
 */
Writer.prototype.raw = function write_raw(value) {
    var len = value.length >>> 0;
    if (!len)
        return this;
    this._reserve(len);
    this.buf.set(value, this.pos);
    this.pos += len;
    return this;
};

/**
 * Backfills the length varint.
 * @param {number} pos Position of reserved length byte
 * @param {number} len Length of content after length varint
 * @returns {Writer} `this`
 * @private
 */
Writer.prototype._delim = function _delim(pos, len) {
    var n = sizeVarint32(len);
    if (n > 1)
        this.buf.copyWithin(pos + n, pos + 1, pos + 1 + len);
    writeVarint32(len, this.buf, pos);
    this.pos = pos + n + len;
    return this;
};

/**
 * Writes a string.
 * @param {string} value Value to write
 * @returns {Writer} `this`
 */
Writer.prototype.string = function write_string(value) {
    var n = value.length;
    if (!n) {
        this._reserve(1);
        this.buf[this.pos++] = 0;
        return this;
    }
    if (n < 0x80) {
        this._reserve(n * 3 + 5); // worst case
        var lenPos = this.pos;
        return this._delim(lenPos, utf8.write(value, this.buf, lenPos + 1));
    }
    var len = utf8.length(value);
    this.uint32(len);
    this._reserve(len);
    if (len === value.length)
        writeStringAscii(value, this.buf, this.pos);
    else
        utf8.write(value, this.buf, this.pos);
    this.pos += len;
    return this;
};

/**
 * Writes an array of unsigned 32 bit values as a packed repeated field.
 * @param {number[]} value Values to write
 * @returns {Writer} `this`
 */
Writer.prototype.uint32s = function write_uint32s(value) {
    var n = value.length;
    this._reserve(n * 5 + 5); // worst case: 5 bytes per value + length varint
    var buf = this.buf, lenPos = this.pos, p = lenPos + 1;
    for (var i = 0; i < n; ++i)
        p = writeVarint32(value[i] >>> 0, buf, p);
    return this._delim(lenPos, p - lenPos - 1);
};

/**
 * Writes an array of signed 32 bit values as a packed repeated field.
 * @param {number[]} value Values to write
 * @returns {Writer} `this`
 */
Writer.prototype.int32s = function write_int32s(value) {
    var n = value.length;
    this._reserve(n * 10 + 5); // worst case: 10 bytes per negative value + length varint
    var buf = this.buf, lenPos = this.pos, pos = lenPos + 1, val;
    for (var i = 0; i < n; ++i) {
        if ((val = value[i] | 0) < 0) { // negatives are 10 bytes per spec
            pos = writeVarint64(LongBits.fromNumber(val), buf, pos);
        } else {
            pos = writeVarint32(val, buf, pos);
        }
    }
    return this._delim(lenPos, pos - lenPos - 1);
};

/**
 * Writes an array of 32 bit values as packed, zig-zag encoded varints.
 * @param {number[]} value Values to write
 * @returns {Writer} `this`
 */
Writer.prototype.sint32s = function write_sint32s(value) {
    var n = value.length;
    this._reserve(n * 5 + 5);
    var buf = this.buf, lenPos = this.pos, pos = lenPos + 1;
    for (var i = 0; i < n; ++i)
        pos = writeVarint32((value[i] << 1 ^ value[i] >> 31) >>> 0, buf, pos);
    return this._delim(lenPos, pos - lenPos - 1);
};

/**
 * Writes an array of unsigned 64 bit values as a packed repeated field.
 * @param {Array.<Long|number|string>} value Values to write
 * @returns {Writer} `this`
 */
Writer.prototype.uint64s = function write_uint64s(value) {
    var n = value.length;
    this._reserve(n * 10 + 5);
    var buf = this.buf, lenPos = this.pos, pos = lenPos + 1;
    for (var i = 0; i < n; ++i) {
        pos = writeVarint64(LongBits.from(value[i]), buf, pos);
    }
    return this._delim(lenPos, pos - lenPos - 1);
};

/**
 * Writes an array of signed 64 bit values as a packed repeated field.
 * @function
 * @param {Array.<Long|number|string>} value Values to write
 * @returns {Writer} `this`
 */
Writer.prototype.int64s = Writer.prototype.uint64s;

/**
 * Writes an array of 64 bit values as packed, zig-zag encoded varints.
 * @param {Array.<Long|number|string>} value Values to write
 * @returns {Writer} `this`
 */
Writer.prototype.sint64s = function write_sint64s(value) {
    var n = value.length;
    this._reserve(n * 10 + 5);
    var buf = this.buf, lenPos = this.pos, pos = lenPos + 1;
    for (var i = 0; i < n; ++i) {
        pos = writeVarint64(LongBits.from(value[i]).zzEncode(), buf, pos);
    }
    return this._delim(lenPos, pos - lenPos - 1);
};

/**
 * Writes an array of boolish values as a packed repeated field.
 * @param {boolean[]} value Values to write
 * @returns {Writer} `this`
 */
Writer.prototype.bools = function write_bools(value) {
    var n = value.length;
    this.uint32(n); // one byte per value
    this._reserve(n);
    var buf = this.buf, p = this.pos;
    for (var i = 0; i < n; ++i)
        buf[p++] = value[i] ? 1 : 0;
    this.pos += n;
    return this;
};

// The view allocation only pays off when amortized over enough writes
var VIEW_THRESHOLD_FLOAT = 16,
    VIEW_THRESHOLD_INT   = 128;

function getLazyView(writer, count, threshold) {
    var view = writer.view;
    if (view || count < threshold)
        return view;
    var buf = writer.buf;
    return writer.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
}

/**
 * Writes an array of unsigned 32 bit values as packed, fixed 32 bits.
 * @param {number[]} value Values to write
 * @returns {Writer} `this`
 */
Writer.prototype.fixed32s = function write_fixed32s(value) {
    var n = value.length, bytes = n * 4;
    this.uint32(bytes); // length is known exactly
    this._reserve(bytes);
    var p = this.pos, i, dv = getLazyView(this, n, VIEW_THRESHOLD_INT);
    if (dv)
        for (i = 0; i < n; ++i) { dv.setUint32(p, value[i] >>> 0, true); p += 4; }
    else {
        var buf = this.buf;
        for (i = 0; i < n; ++i) { writeFixed32(value[i] >>> 0, buf, p); p += 4; }
    }
    this.pos += bytes;
    return this;
};

/**
 * Writes an array of signed 32 bit values as packed, fixed 32 bits.
 * @function
 * @param {number[]} value Values to write
 * @returns {Writer} `this`
 */
Writer.prototype.sfixed32s = Writer.prototype.fixed32s;

/**
 * Writes an array of unsigned 64 bit values as packed, fixed 64 bits.
 * @param {Array.<Long|number|string>} value Values to write
 * @returns {Writer} `this`
 */
Writer.prototype.fixed64s = function write_fixed64s(value) {
    var n = value.length, bytes = n * 8;
    this.uint32(bytes);
    this._reserve(bytes);
    var p = this.pos, i, bits, dv = getLazyView(this, n, VIEW_THRESHOLD_INT);
    if (dv)
        for (i = 0; i < n; ++i) { bits = LongBits.from(value[i]); dv.setUint32(p, bits.lo, true); dv.setUint32(p + 4, bits.hi, true); p += 8; }
    else {
        var buf = this.buf;
        for (i = 0; i < n; ++i) { bits = LongBits.from(value[i]); writeFixed32(bits.lo, buf, p); writeFixed32(bits.hi, buf, p + 4); p += 8; }
    }
    this.pos += bytes;
    return this;
};

/**
 * Writes an array of signed 64 bit values as packed, fixed 64 bits.
 * @function
 * @param {Array.<Long|number|string>} value Values to write
 * @returns {Writer} `this`
 */
Writer.prototype.sfixed64s = Writer.prototype.fixed64s;

/**
 * Writes an array of floats (32 bit) as a packed repeated field.
 * @param {number[]} value Values to write
 * @returns {Writer} `this`
 */
Writer.prototype.floats = function write_floats(value) {
    var n = value.length, bytes = n * 4;
    this.uint32(bytes);
    this._reserve(bytes);
    var p = this.pos, i, dv = getLazyView(this, n, VIEW_THRESHOLD_FLOAT);
    if (dv)
        for (i = 0; i < n; ++i) { dv.setFloat32(p, value[i], true); p += 4; }
    else {
        var buf = this.buf;
        for (i = 0; i < n; ++i) { util.float.writeFloatLE(value[i], buf, p); p += 4; }
    }
    this.pos += bytes;
    return this;
};

/**
 * Writes an array of doubles (64 bit float) as a packed repeated field.
 * @param {number[]} value Values to write
 * @returns {Writer} `this`
 */
Writer.prototype.doubles = function write_doubles(value) {
    var n = value.length, bytes = n * 8;
    this.uint32(bytes);
    this._reserve(bytes);
    var p = this.pos, i, dv = getLazyView(this, n, VIEW_THRESHOLD_FLOAT);
    if (dv)
        for (i = 0; i < n; ++i) { dv.setFloat64(p, value[i], true); p += 8; }
    else {
        var buf = this.buf;
        for (i = 0; i < n; ++i) { util.float.writeDoubleLE(value[i], buf, p); p += 8; }
    }
    this.pos += bytes;
    return this;
};

/**
 * Forks this writer's state by pushing it to a stack.
 * @returns {Writer} `this`
 */
Writer.prototype.fork = function fork() {
    this._reserve(1);
    (this.states || (this.states = [])).push(this.pos);
    this.pos += 1;
    return this;
};

/**
 * Resets this instance to the last state.
 * @returns {Writer} `this`
 */
Writer.prototype.reset = function reset() {
    var states = this.states;
    if (states && states.length) {
        this.pos = states.pop();
    } else {
        this.pos = 0;
    }
    return this;
};

/**
 * Resets to the last state and prepends the fork state's current write length as a varint.
 * @returns {Writer} `this`
 */
Writer.prototype.ldelim = function ldelim() {
    var states = this.states,
        len,
        vlen;
    if (states && states.length) {
        var lenPos = states.pop();
        len = this.pos - lenPos - 1;
        vlen = sizeVarint32(len);
        if (vlen > 1) { // grow the reserved single byte and shift content forward
            this._reserve(vlen - 1);
            this.buf.copyWithin(lenPos + vlen, lenPos + 1, lenPos + 1 + len);
            this.pos += vlen - 1;
            writeVarint32(len, this.buf, lenPos);
        } else {
            this.buf[lenPos] = len;
        }
    } else { // not forked: prefix the entire buffer with its length
        // TODO: Compatibility with older generated code.
        // Remove this branch in the next major release.
        len = this.pos;
        vlen = sizeVarint32(len);
        this._reserve(vlen);
        this.buf.copyWithin(vlen, 0, len);
        writeVarint32(len, this.buf, 0);
        this.pos += vlen;
    }
    return this;
};

/**
 * Finishes the write operation.
 * Returns a buffer sized to the written data by default.
 * @param {boolean} [shared=false] Whether to return a shared view instead of a unique copy
 * @returns {Uint8Array} Finished buffer
 */
Writer.prototype.finish = function finish(shared) {
    if (shared)
        return this.buf.subarray(0, this.pos);
    var buf = this.constructor.alloc(this.pos);
    buf.set(this.buf.subarray(0, this.pos), 0);
    return buf;
};

/**
 * Finishes the write operation, writing into the provided buffer.
 * The caller must ensure that `buf` has enough space starting at `offset`
 * to hold {@link Writer#pos} bytes.
 * @param {T} buf Target buffer
 * @param {number} [offset=0] Offset to start writing at
 * @returns {T} The provided buffer
 * @template T extends Uint8Array
 */
Writer.prototype.finishInto = function finishInto(buf, offset) {
    if (offset === undefined)
        offset = 0;
    buf.set(this.buf.subarray(0, this.pos), offset);
    return buf;
};

Writer._configure = function(BufferWriter_) {
    BufferWriter = BufferWriter_;
    Writer.create = create();
    BufferWriter._configure();
};


/***/ }),

/***/ 74:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {


module.exports = BufferWriter;

// extends Writer
var Writer = __nccwpck_require__(745);
BufferWriter.prototype = Object.create(Writer.prototype, {
    constructor: {
        value: BufferWriter,
        writable: true,
        enumerable: false,
        configurable: true
    }
});

var util = __nccwpck_require__(186);

/**
 * Constructs a new buffer writer instance.
 * @classdesc Wire format writer using node buffers.
 * @extends Writer
 * @constructor
 */
function BufferWriter() {
    Writer.call(this);
}

var writeStringBuffer;

BufferWriter._configure = function () {
    /**
     * Allocates a buffer of the specified size.
     * @function
     * @param {number} size Buffer size
     * @returns {Buffer} Buffer
     */
    BufferWriter.alloc = util.Buffer && util.Buffer.allocUnsafe;

    writeStringBuffer = util.Buffer && util.Buffer.prototype.utf8Write
        ? function writeStringBuffer_utf8Write(val, buf, pos) {
            return buf.utf8Write(val, pos);
        }
        : function writeStringBuffer_write(val, buf, pos) {
            return buf.write(val, pos);
        };
};


/**
 * @override
 */
BufferWriter.prototype.bytes = function write_bytes_buffer(value) {
    if (util.isString(value))
        value = util.Buffer.from(value, "base64");
    var len = value.length >>> 0;
    this.uint32(len);
    if (len) {
        this._reserve(len);
        this.buf.set(value, this.pos);
        this.pos += len;
    }
    return this;
};

/**
 * @override
 */
BufferWriter.prototype.string = function write_string_buffer(value) {
    var n = value.length;
    if (!n) {
        this._reserve(1);
        this.buf[this.pos++] = 0;
        return this;
    }
    if (n < 0x80) {
        this._reserve(n * 3 + 5); // worst case
        var pos = this.pos,
            buf = this.buf;
        return this._delim(pos,
            n < 40
                ? util.utf8.write(value, buf, pos + 1)
                : writeStringBuffer(value, buf, pos + 1)
        );
    }
    var len = util.Buffer.byteLength(value);
    this.uint32(len);
    this._reserve(len);
    writeStringBuffer(value, this.buf, this.pos);
    this.pos += len;
    return this;
};


/**
 * Finishes the write operation.
 * @name BufferWriter#finish
 * @function
 * @returns {Buffer} Finished buffer
 */

BufferWriter._configure();


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: ./build/src/bench/child/float16-compat.js
// Imported first by every process that makes onnxruntime tensors. onnxruntime-common 1.30 stores float16
// tensors in Float16Array whenever that global exists (Node 24, the runtime GitHub uses for actions), but the
// onnxruntime-node binding accepts only Uint16Array bits and rejects the run: "Tensor.data must be a typed
// array (4 or Float16Array) for float16 tensors, but got typed array (0)". Hiding the global before the first
// Tensor is made (the check is lazy) keeps float16 data as raw Uint16Array bits on every Node version, which is
// what our input synthesis, .npy reader and output comparison already use.
Reflect.deleteProperty(globalThis, 'Float16Array');


;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: external "onnxruntime-node"
var x = (y) => {
	var x = {}; __nccwpck_require__.d(x, y); return x
} 
var y = (x) => (() => (x))
const external_onnxruntime_node_namespaceObject = x({ ["InferenceSession"]: () => (__WEBPACK_EXTERNAL_MODULE_onnxruntime_node_6a60201e__.InferenceSession), ["Tensor"]: () => (__WEBPACK_EXTERNAL_MODULE_onnxruntime_node_6a60201e__.Tensor), ["env"]: () => (__WEBPACK_EXTERNAL_MODULE_onnxruntime_node_6a60201e__.env) });
;// CONCATENATED MODULE: ./build/src/errors.js
// Every error class of the project, so "what can go wrong" is one file. Two kinds matter to callers: a
// UserError is a mistake the user can fix (one sentence, no stack trace, exit code 2), and everything else is
// either a format fault that the caller words for its own input (zip, .npy, a provider package, an artifact)
// or a bug. Translating onnxruntime's and GitHub's errors into our words lives next to the code that calls
// them (bench/ort-messages.ts, github/permission-fallback.ts), not here.
/**
 * A mistake in what the user gave us (an input, a file, a model the gate cannot run). The message is one
 * sentence naming the input and the fix; it is shown without a stack trace and maps to exit code 2.
 */
class UserError extends Error {
    name = 'UserError';
}
function isUserError(error) {
    return error instanceof UserError;
}
/** `'p95-threshold' must be a percentage like '10%', got 'abc'` */
function invalidInput(input, expected, got) {
    return new UserError(`'${input}' must be ${expected}, got '${got}'`);
}
/**
 * The GPU cannot be used on this runner (platform, driver, libraries, provisioning). A user error, since the
 * fix is on the runner; with `fallback: cpu` it is the one kind of error that turns into a CPU run instead.
 */
class GpuUnavailableError extends UserError {
    check;
    constructor(message, check) {
        super(message);
        this.check = check;
    }
}
/**
 * A provider library, onnxruntime-node's binaries fetched for a platform the release does not carry, or the
 * package either comes from, is not the one its stated hash says (a planted tool-cache entry, a tampered mirror):
 * a user error that names the file, and never loaded. Unlike GpuUnavailableError
 * it is not turned into a CPU run by `fallback: cpu`: someone changed files this runner loads, and a green CPU
 * run would hide that.
 */
class LibraryMismatchError extends (/* unused pure expression or super */ null && (UserError)) {
    name = 'LibraryMismatchError';
}
class ZipFormatError extends Error {
    problem;
    entry;
    detail;
    name = 'ZipFormatError';
    constructor(problem, 
    /** The entry at fault, when one is. */
    entry, 
    /** The compression method for 'method'; the bytes produced for 'checksum'. */
    detail) {
        super(entry ? `${problem} (${entry})` : problem);
        this.problem = problem;
        this.entry = entry;
        this.detail = detail;
    }
}
/** Why a .npy file cannot be used, phrased to follow "'inputs' file 'x.npy' …". */
class errors_NpyFormatError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'NpyFormatError';
}
/** Why a .npz archive cannot be used, phrased to follow "'inputs' file 'x.npz' …". */
class NpzFormatError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'NpzFormatError';
}
/** A provider package (.nupkg) or library failed verification; never loaded. */
class PackageIntegrityError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'PackageIntegrityError';
}
/** A record artifact, or all of them together, over the report job's limits (github/limits.ts). */
class ArtifactLimitError extends Error {
    budgetSpent;
    name = 'ArtifactLimitError';
    constructor(message, 
    /** True when the budget for all artifacts together ran out, not a fault of this artifact alone. */
    budgetSpent = false) {
        super(message);
        this.budgetSpent = budgetSpent;
    }
}
/**
 * The model and weight diffs gave up on a model: its graph, decoded, would pass the budget its file size allows
 * (src/models/diff-budget.ts). Not a bug and not the user's mistake: the diffs are skipped, the verdict stands.
 */
class TooLargeToDiffError extends Error {
    name = 'TooLargeToDiffError';
    constructor(message) {
        super(`too large to diff: ${message}`);
    }
}
/** The diffs ran out of their share of the run's time, or the run was interrupted: they are skipped. */
class DiffStoppedError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'DiffStoppedError';
}
/** A profile trace past the size the profiling pass reads: the pass is skipped with this reason. */
class TraceTooLargeError extends Error {
    name = 'TraceTooLargeError';
}

;// CONCATENATED MODULE: ./build/src/models/check-overrides.js

/**
 * `input-shapes` and `input-values` may only name inputs and dims that one of the two models has: a typo would
 * otherwise be ignored silently and the gate would measure something other than what the user asked for.
 * 'x=16' reads as a dim size until the models are known; when 'x' is an input and no dim, it is that
 * input's whole (one-dim) shape, and the returned overrides say so.
 */
function checkOverrides(inputs, given, values) {
    const inputNames = new Set(inputs.map((i) => i.name));
    const dimNames = new Set(inputs.flatMap((i) => i.shape.filter((d) => typeof d === 'string' && d !== '')));
    const shapes = { byDim: {}, byInput: { ...given.byInput } };
    for (const [name, size] of Object.entries(given.byDim)) {
        if (!dimNames.has(name) && inputNames.has(name) && !(name in given.byInput))
            shapes.byInput[name] = [size];
        else
            shapes.byDim[name] = size;
    }
    const known = [...inputNames].map((n) => `'${n}'`).join(', ');
    for (const name of Object.keys(shapes.byInput)) {
        if (!inputNames.has(name))
            throw new UserError(`'input-shapes' names input '${name}', which neither model has; the inputs are ${known}`);
    }
    for (const name of Object.keys(shapes.byDim)) {
        if (!dimNames.has(name)) {
            const dims = dimNames.size > 0
                ? `the named dynamic dims are ${[...dimNames].map((d) => `'${d}'`).join(', ')}`
                : 'the models have no named dynamic dims';
            throw new UserError(`'input-shapes' names dim '${name}', which no input has; ${dims} (use 'input=AxB' to set a whole shape)`);
        }
    }
    for (const name of Object.keys(values)) {
        if (!inputNames.has(name))
            throw new UserError(`'input-values' names input '${name}', which neither model has; the inputs are ${known}`);
    }
    return shapes;
}

;// CONCATENATED MODULE: ./build/src/models/dtype-ranges.js
// Value ranges for synthesized inputs. Floats sit in [-1, 1), the range normalized features live in. Integer
// inputs are usually token ids, indices or lengths, so they stay small and non-negative (an index of 1000
// into a 64-row table would make the model throw); uint8 covers full pixel values.
const INTEGER_RANGES = {
    int8: [0, 32],
    uint8: [0, 256],
    int16: [0, 32],
    uint16: [0, 32],
    int32: [0, 32],
    uint32: [0, 32],
    int64: [0, 32],
    uint64: [0, 32],
};
const ARRAYS = {
    float32: Float32Array,
    float64: Float64Array,
    float16: Uint16Array, // onnxruntime-node takes float16 as raw bits on Node 20
    int8: Int8Array,
    uint8: Uint8Array,
    bool: Uint8Array,
    int16: Int16Array,
    uint16: Uint16Array,
    int32: Int32Array,
    uint32: Uint32Array,
    int64: BigInt64Array,
    uint64: BigUint64Array,
};
/** A typed array for the dtype: zero-filled of `source` elements, or a view of `source` bytes. */
function dtype_ranges_allocate(type, source) {
    // Every typed-array constructor takes a length or a buffer; the cast only picks one overload for the compiler.
    return new ARRAYS[type](source);
}
/** IEEE 754 half-precision bits of a float, round-to-nearest-even is not needed for synthetic data. */
function toFloat16Bits(value) {
    if (Number.isNaN(value))
        return 0x7e00;
    const sign = value < 0 || Object.is(value, -0) ? 0x8000 : 0;
    const abs = Math.abs(value);
    if (abs === Infinity || abs >= 65520)
        return sign | 0x7c00;
    if (abs < 6.103515625e-5)
        return sign | Math.round(abs / 5.960464477539063e-8); // subnormal
    const exponent = Math.floor(Math.log2(abs));
    const mantissa = Math.round((abs / 2 ** exponent - 1) * 1024);
    return mantissa === 1024 ? sign | ((exponent + 16) << 10) : sign | ((exponent + 15) << 10) | mantissa;
}

;// CONCATENATED MODULE: ./build/src/models/npy.js


// A reader for NumPy's .npy format (versions 1, 2 and 3), written here rather than taken from npm: the
// format is one small header plus raw little-endian data, and the few packages that read it either pull in
// a zip stack we do not need or decode big-endian and Fortran-ordered data silently wrong. Only what
// onnxruntime-node can feed is accepted; everything else is refused with the fix to apply in NumPy.
/** NumPy's little-endian type codes (the part after '<' or '|') and the onnxruntime dtype each becomes. */
const DTYPES = {
    f2: 'float16',
    f4: 'float32',
    f8: 'float64',
    i1: 'int8',
    i2: 'int16',
    i4: 'int32',
    i8: 'int64',
    u1: 'uint8',
    u2: 'uint16',
    u4: 'uint32',
    u8: 'uint64',
    b1: 'bool',
};
/** NumPy's name for a dtype (ours with 'np.', but np.bool_), for messages that tell the user what to write in Python. */
function numpyName(type) {
    return type === 'bool' ? 'np.bool_' : `np.${type}`;
}
const MAGIC = (/* unused pure expression or super */ null && ([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59])); // \x93NUMPY
function readHeader(bytes) {
    if (bytes.length < 10 || MAGIC.some((b, i) => bytes[i] !== b)) {
        throw new NpyFormatError('is not a .npy file (no \\x93NUMPY magic); save arrays with np.save or np.savez');
    }
    const major = bytes[6] ?? 0;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (major === 1) {
        const length = view.getUint16(8, true);
        return { header: decode(bytes, 10, length, 'latin1'), dataStart: 10 + length };
    }
    if (major === 2 || major === 3) {
        if (bytes.length < 12)
            throw new NpyFormatError('is truncated inside its header; save it again with np.save');
        const length = view.getUint32(8, true);
        return { header: decode(bytes, 12, length, major === 3 ? 'utf8' : 'latin1'), dataStart: 12 + length };
    }
    throw new NpyFormatError(`uses .npy format version ${major}, which latency-gate cannot read (versions 1 to 3 are known); save it with np.save`);
}
function decode(bytes, start, length, encoding) {
    if (start + length > bytes.length)
        throw new NpyFormatError('is truncated inside its header; save it again with np.save');
    return Buffer.from(bytes.buffer, bytes.byteOffset + start, length).toString(encoding);
}
/** The header is a Python dict literal: {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), } */
function parseHeader(header) {
    const descr = /'descr'\s*:\s*'([^']*)'/.exec(header)?.[1];
    const fortran = /'fortran_order'\s*:\s*(True|False)/.exec(header)?.[1];
    const shapeText = /'shape'\s*:\s*\(([^)]*)\)/.exec(header)?.[1];
    if (descr === undefined || fortran === undefined || shapeText === undefined) {
        const structured = /'descr'\s*:\s*\[/.test(header);
        throw new NpyFormatError(structured
            ? 'holds a structured (record) array; save one plain numeric array per input'
            : 'has a header latency-gate cannot read; save it with np.save');
    }
    const shape = shapeText
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '')
        .map(Number);
    if (shape.some((d) => !Number.isSafeInteger(d) || d < 0))
        throw new NpyFormatError(`has an invalid shape (${shapeText}); save it again with np.save`);
    return { descr, fortran: fortran === 'True', shape };
}
function describeRefusedDtype(descr) {
    const kind = descr.replace(/^[<>|=]/, '').charAt(0);
    const what = {
        U: 'unicode strings',
        S: 'byte strings',
        O: 'Python objects',
        c: 'complex numbers',
        M: 'datetimes',
        m: 'timedeltas',
        V: 'raw bytes',
    };
    return `has dtype '${descr}'${what[kind] ? ` (${what[kind]})` : ''}, which onnxruntime cannot take as a model input; save a numeric or bool array`;
}
function dtypeOf(descr) {
    const order = descr.charAt(0);
    const code = /^[<>|=]/.test(order) ? descr.slice(1) : descr;
    const type = DTYPES[code === '?' ? 'b1' : code];
    if (!type)
        throw new NpyFormatError(describeRefusedDtype(descr));
    // '|' (not applicable) is what NumPy writes for one-byte types; '=' is native order, little-endian on every
    // platform onnxruntime-node ships for.
    if (order === '>' && !['i1', 'u1', 'b1'].includes(code)) {
        throw new NpyFormatError(`is big-endian ('${descr}'); save it little-endian with x.astype('<${code}')`);
    }
    return type;
}
function parseNpy(bytes) {
    const { header, dataStart } = readHeader(bytes);
    const { descr, fortran, shape } = parseHeader(header);
    const type = dtypeOf(descr);
    const count = shape.reduce((a, b) => a * b, 1);
    // Fortran order of a 0- or 1-d array is the same layout as C order; NumPy still flags some of them.
    if (fortran && shape.filter((d) => d > 1).length > 1) {
        throw new NpyFormatError('is stored in Fortran (column-major) order; save it in C order with np.save(path, np.ascontiguousarray(x))');
    }
    const byteLength = count * allocate(type, 0).BYTES_PER_ELEMENT;
    if (dataStart + byteLength > bytes.length) {
        throw new NpyFormatError(`is truncated: its header declares ${count} values of ${descr} (${byteLength} bytes) but only ${bytes.length - dataStart} bytes follow; save it again with np.save`);
    }
    // A copy into a fresh buffer: the data offset in the file need not be aligned for the typed array.
    const buffer = new ArrayBuffer(byteLength);
    new Uint8Array(buffer).set(bytes.subarray(dataStart, dataStart + byteLength));
    return { type, shape, data: allocate(type, buffer) };
}

;// CONCATENATED MODULE: ./build/src/models/signature.js
// What a model says about its inputs and outputs, as onnxruntime-node reports it: named dynamic dims come back
// as their name, unnamed ones as '' (docs/benchmark.md, "Runtime facts"). Plain data so it can cross the
// child-process boundary.
/** Dtypes onnxruntime-node can take as input tensors from JavaScript (string is readable but not synthesizable). */
const SYNTHESIZABLE_TYPES = [
    'float32',
    'float64',
    'float16',
    'int8',
    'uint8',
    'int16',
    'uint16',
    'int32',
    'uint32',
    'int64',
    'uint64',
    'bool',
];
function isSynthesizable(type) {
    return SYNTHESIZABLE_TYPES.includes(type);
}
function formatShape(shape) {
    if (shape.length === 0)
        return 'scalar';
    return `[${shape.map((d) => (d === '' ? '?' : String(d))).join(', ')}]`;
}

;// CONCATENATED MODULE: ./build/src/models/fit-user-inputs.js



const list = (names) => [...names].map((n) => `'${n}'`).join(', ');
function checkArray(array, input, side, dims) {
    const needs = `input '${input.name}' of the ${side} model`;
    if (!isSynthesizable(input.type)) {
        throw new UserError(`'inputs' file ${array.origin} feeds ${needs}, which has type ${input.type} that latency-gate cannot feed; gate a model whose inputs are numeric or bool tensors`);
    }
    if (array.type !== input.type) {
        throw new UserError(`'inputs' file ${array.origin} holds ${array.type} values, but ${needs} is ${input.type}; save it with x.astype(${numpyName(input.type)})`);
    }
    const fits = array.shape.length === input.shape.length &&
        input.shape.every((d, i) => typeof d !== 'number' || d <= 0 || d === array.shape[i]);
    if (!fits) {
        throw new UserError(`'inputs' file ${array.origin} has shape ${formatShape(array.shape)}, but ${needs} has shape ${formatShape(input.shape)}; save an array of that shape (named and '?' dims may take any size)`);
    }
    if (array.shape.includes(0)) {
        throw new UserError(`'inputs' file ${array.origin} has shape ${formatShape(array.shape)} with no elements; save at least one item for ${needs}`);
    }
    input.shape.forEach((dim, i) => {
        if (typeof dim !== 'string' || dim === '')
            return;
        const size = array.shape[i] ?? 0;
        const seen = dims.get(dim);
        if (seen && seen.size !== size) {
            throw new UserError(`'inputs' gives dim '${dim}' the size ${seen.size} in ${seen.origin} but ${size} in ${array.origin}; inputs that share a named dim must agree on its size`);
        }
        dims.set(dim, { size, origin: array.origin });
    });
}
function fitUserInputs(user, signatures, settings) {
    const given = { baseline: {}, candidate: {} };
    if (!user || user.arrays.length === 0)
        return { given, shapes: settings.shapes, complete: false };
    const inputNames = new Set([...signatures.baseline.inputs, ...signatures.candidate.inputs].map((i) => i.name));
    const byName = new Map(user.arrays.map((a) => [a.name, a]));
    for (const array of user.arrays) {
        if (!inputNames.has(array.name)) {
            throw new UserError(`'inputs' file ${array.origin} is named '${array.name}', which is no input of either model; name each array after the input it feeds: ${list(inputNames)}`);
        }
        if (settings.values[array.name] !== undefined) {
            throw new UserError(`'inputs' and 'input-values' both set input '${array.name}'; remove it from one of them`);
        }
        const wholeShape = settings.shapes.byInput[array.name];
        if (wholeShape && formatShape(wholeShape) !== formatShape(array.shape)) {
            throw new UserError(`'input-shapes' sets input '${array.name}' to ${formatShape(wholeShape)}, but 'inputs' file ${array.origin} has shape ${formatShape(array.shape)}; remove '${array.name}' from 'input-shapes' (the data defines its shape)`);
        }
    }
    const dims = new Map();
    for (const side of ['baseline', 'candidate']) {
        for (const input of signatures[side].inputs) {
            const array = byName.get(input.name);
            if (!array)
                continue;
            checkArray(array, input, side, dims);
            given[side][input.name] = { name: input.name, type: array.type, dims: [...array.shape], data: array.data };
        }
    }
    const byDim = { ...settings.shapes.byDim };
    for (const [dim, { size, origin }] of dims) {
        const set = settings.shapes.byDim[dim];
        if (set !== undefined && set !== size) {
            throw new UserError(`'input-shapes' sets '${dim}=${set}', but 'inputs' file ${origin} gives dim '${dim}' the size ${size}; remove '${dim}' from 'input-shapes' (the data defines it)`);
        }
        byDim[dim] = size;
    }
    const complete = ['baseline', 'candidate'].every((side) => signatures[side].inputs.every((i) => given[side][i.name]));
    return { given, shapes: { byDim, byInput: settings.shapes.byInput }, complete };
}

;// CONCATENATED MODULE: ./build/src/stats/prng.js
// Seeded pseudo-random numbers. The statistics must be reproducible from the seed stored in the JSON
// record, so Math.random is never used. pragmastat's Rng is seeded too, but it runs xoshiro256 on BigInt,
// which is far too slow for the millions of draws a round bootstrap makes; xoshiro128** on 32-bit
// integers is fast in JS and statistically ample for resampling.
/** SplitMix32 spreads any integer seed (including 0 and small consecutive seeds) over the state. */
function splitMix32(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x9e3779b9) >>> 0;
        let z = state;
        z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
        z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
        return (z ^ (z >>> 16)) >>> 0;
    };
}
/** xoshiro128** (Blackman and Vigna), seeded through SplitMix32. */
function createRng(seed) {
    if (!Number.isFinite(seed))
        throw new Error(`seed must be a finite number, got ${seed}`);
    // Fold in the high bits so seeds beyond 2^32 (e.g. a timestamp) still differ.
    const mix = splitMix32((seed >>> 0) ^ Math.floor(seed / 0x100000000));
    // State in an Int32Array: V8 boxes closure variables holding full 32-bit values as heap numbers, and
    // that alone made the resampling loop ~30 % slower.
    const state = Int32Array.from([mix(), mix(), mix(), mix()]);
    if (state.every((word) => word === 0))
        state[0] = 1; // the all-zero state is a fixed point
    const nextU32 = () => {
        const s0 = state[0];
        const s1 = state[1];
        const s2 = state[2] ^ s0;
        const s3 = state[3] ^ s1;
        const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
        state[0] = s0 ^ s3;
        state[1] = s1 ^ s2;
        state[2] = s2 ^ (s1 << 9);
        state[3] = rotl(s3, 11);
        return result;
    };
    const next = () => nextU32() / 0x100000000;
    let spareNormal;
    return {
        next,
        int: (n) => Math.floor(next() * n),
        resampleCounts: (counts) => {
            const n = counts.length;
            const scale = n / 0x100000000;
            counts.fill(0);
            for (let j = 0; j < n; j++) {
                const pick = Math.floor(nextU32() * scale);
                counts[pick] = counts[pick] + 1;
            }
        },
        resampleWithin: (counts, strata) => {
            counts.fill(0);
            for (const stratum of strata) {
                const n = stratum.length;
                const scale = n / 0x100000000;
                for (let j = 0; j < n; j++) {
                    const pick = stratum[Math.floor(nextU32() * scale)];
                    counts[pick] = counts[pick] + 1;
                }
            }
        },
        normal: () => {
            if (spareNormal !== undefined) {
                const z = spareNormal;
                spareNormal = undefined;
                return z;
            }
            const u = 1 - next(); // (0, 1]: log(0) would be -Infinity
            const r = Math.sqrt(-2 * Math.log(u));
            const theta = 2 * Math.PI * next();
            spareNormal = r * Math.sin(theta);
            return r * Math.cos(theta);
        },
    };
}
function rotl(x, k) {
    return (x << k) | (x >>> (32 - k));
}

;// CONCATENATED MODULE: ./build/src/models/onnx-dtypes.js
// ONNX tensor element types (`TensorProto.DataType` in onnx.proto): the name the reports use, the stored size
// of one element, and how to turn a little-endian raw_data chunk into numbers for the weight diff.
const onnx_dtypes_DTYPES = {
    1: { name: 'float32', size: 4 },
    2: { name: 'uint8', size: 1 },
    3: { name: 'int8', size: 1 },
    4: { name: 'uint16', size: 2 },
    5: { name: 'int16', size: 2 },
    6: { name: 'int32', size: 4 },
    7: { name: 'int64', size: 8 },
    8: { name: 'string', size: 0 },
    9: { name: 'bool', size: 1 },
    10: { name: 'float16', size: 2 },
    11: { name: 'float64', size: 8 },
    12: { name: 'uint32', size: 4 },
    13: { name: 'uint64', size: 8 },
    14: { name: 'complex64', size: 8 },
    15: { name: 'complex128', size: 16 },
    16: { name: 'bfloat16', size: 2 },
    17: { name: 'float8e4m3fn', size: 1 },
    18: { name: 'float8e4m3fnuz', size: 1 },
    19: { name: 'float8e5m2', size: 1 },
    20: { name: 'float8e5m2fnuz', size: 1 },
    21: { name: 'uint4', size: 0.5 },
    22: { name: 'int4', size: 0.5 },
    23: { name: 'float4e2m1', size: 0.5 },
    24: { name: 'float8e8m0', size: 1 },
    25: { name: 'uint2', size: 0.25 },
    26: { name: 'int2', size: 0.25 },
};
function dtypeName(dataType) {
    return onnx_dtypes_DTYPES[dataType]?.name ?? `type${dataType}`;
}
/** The `TensorProto.DataType` number of a type name (onnxruntime-node's names are the same), undefined if unknown. */
function dataTypeOf(name) {
    for (const [number, info] of Object.entries(onnx_dtypes_DTYPES))
        if (info.name === name)
            return Number(number);
    return undefined;
}
/** Stored bytes of `elements` values, rounded up for the packed types; 0 for strings (their length varies). */
function storedBytes(dataType, elements) {
    return Math.ceil((onnx_dtypes_DTYPES[dataType]?.size ?? 0) * elements);
}
/** Floating types whose change to an integer or narrow type reads as quantization. */
const WIDE_FLOATS = new Set(['float32', 'float64', 'float16', 'bfloat16']);
const QUANTIZED_STORAGE = /^(u?int(8|4|2)|float8|float4)/;
function isQuantization(from, to) {
    return WIDE_FLOATS.has(from) && QUANTIZED_STORAGE.test(to);
}
/**
 * Which dtypes a weight may change between and still be the same weight: floats and quantized storage are one
 * family (a quantized copy of a float tensor); any other type only pairs with itself (an int64 shape constant
 * is not a float weight that happens to have the same shape).
 */
function weightFamily(dtype) {
    return WIDE_FLOATS.has(dtype) || QUANTIZED_STORAGE.test(dtype) ? 'weights' : dtype;
}
/** Half-precision bits as a number (Node 20 has no Float16Array): weights, outputs and warnings alike. */
function fromFloat16Bits(bits) {
    const sign = bits & 0x8000 ? -1 : 1;
    const exponent = (bits >> 10) & 0x1f;
    const fraction = bits & 0x3ff;
    if (exponent === 0)
        return sign * 2 ** -14 * (fraction / 1024);
    if (exponent === 0x1f)
        return fraction ? NaN : sign * Infinity;
    return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}
const scratch = new DataView(new ArrayBuffer(4));
/** bfloat16 is the top half of a float32. */
function bfloat16ToFloat(bits) {
    scratch.setUint32(0, bits << 16, false);
    return scratch.getFloat32(0, false);
}
/** Values stored in int32_data as bit patterns (float16, bfloat16) → numbers; other types pass through. */
function fromInt32Field(dtype, value) {
    if (dtype === 'float16')
        return fromFloat16Bits(value & 0xffff);
    if (dtype === 'bfloat16')
        return bfloat16ToFloat(value & 0xffff);
    return value;
}
const DECODERS = {
    float32: (v, i) => v.getFloat32(i * 4, true),
    float64: (v, i) => v.getFloat64(i * 8, true),
    float16: (v, i) => fromFloat16Bits(v.getUint16(i * 2, true)),
    bfloat16: (v, i) => bfloat16ToFloat(v.getUint16(i * 2, true)),
    int8: (v, i) => v.getInt8(i),
    uint8: (v, i) => v.getUint8(i),
    bool: (v, i) => v.getUint8(i),
    int16: (v, i) => v.getInt16(i * 2, true),
    uint16: (v, i) => v.getUint16(i * 2, true),
    int32: (v, i) => v.getInt32(i * 4, true),
    uint32: (v, i) => v.getUint32(i * 4, true),
    int64: (v, i) => Number(v.getBigInt64(i * 8, true)),
    uint64: (v, i) => Number(v.getBigUint64(i * 8, true)),
};
/** Whether raw bytes of this type can be read as numbers (packed, float8 and complex types cannot, yet). */
function isReadable(dtype) {
    return dtype in DECODERS;
}
/** The whole-element byte size of a readable type (chunks of raw data are cut at element boundaries). */
function elementBytes(dtype) {
    return Object.values(onnx_dtypes_DTYPES).find((d) => d.name === dtype)?.size ?? 0;
}
/** Little-endian raw bytes of a readable type → numbers. */
function decodeRaw(dtype, bytes) {
    const decode = DECODERS[dtype];
    if (!decode)
        throw new Error(`no decoder for ${dtype}`);
    const size = elementBytes(dtype);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const out = new Float64Array(Math.floor(bytes.byteLength / size));
    for (let i = 0; i < out.length; i++)
        out[i] = decode(view, i);
    return out;
}

;// CONCATENATED MODULE: ./build/src/models/resolve-shape.js


/**
 * Turns a model input's declared shape into concrete sizes. A per-input override wins over dim names; a named
 * dynamic dim needs a size from `input-shapes`; an unnamed one ('') becomes 1 with a warning, because there is
 * no name the user could have set and 1 is the common batch size.
 */
function resolveShape(input, overrides) {
    const declared = input.shape;
    const whole = overrides.byInput[input.name];
    if (whole) {
        if (whole.length !== declared.length) {
            throw new UserError(`'input-shapes' gives input '${input.name}' ${whole.length} dims (${formatShape(whole)}) but the model declares ${declared.length} (${formatShape(declared)}); give ${declared.length} sizes`);
        }
        declared.forEach((dim, i) => {
            if (typeof dim === 'number' && dim > 0 && dim !== whole[i]) {
                throw new UserError(`'input-shapes' sets dim ${i} of input '${input.name}' to ${whole[i]} but the model fixes it at ${dim}; use ${formatShape(declared.map((d, j) => (j === i ? dim : (whole[j] ?? d))))}`);
            }
        });
        return { dims: [...whole], defaultedDims: [] };
    }
    const dims = [];
    const defaultedDims = [];
    const missing = [];
    declared.forEach((dim, i) => {
        if (typeof dim === 'number' && dim > 0) {
            dims.push(dim);
        }
        else if (typeof dim === 'string' && dim !== '') {
            const size = overrides.byDim[dim];
            if (size === undefined)
                missing.push(dim);
            dims.push(size ?? 0);
        }
        else {
            dims.push(1);
            defaultedDims.push(i);
        }
    });
    if (missing.length > 0) {
        // Every missing dim in one message: fixing them one rerun at a time is what users hate most.
        const names = missing.map((d) => `'${d}'`).join(', ');
        const byName = missing.map((d) => `${d}=N`).join(',');
        const whole = declared.map((d) => (typeof d === 'number' && d > 0 ? d : 'N')).join('x');
        const what = missing.length === 1 ? `a dynamic dim ${names}` : `dynamic dims ${names}`;
        throw new UserError(`Input '${input.name}' has ${what} (shape ${formatShape(declared)}) with no size; set 'input-shapes' to '${byName}' or '${input.name}=${whole}'`);
    }
    return { dims, defaultedDims };
}

;// CONCATENATED MODULE: ./build/src/models/synthesize.js






/** Seeds per input name, so an input shared by both models gets the same values whatever its position. */
function seedFor(seed, name) {
    let h = seed ^ 0x9e3779b9;
    for (let i = 0; i < name.length; i++)
        h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
    return h >>> 0;
}
function fillRandom(type, data, random) {
    for (let i = 0; i < data.length; i++) {
        const u = random();
        if (type === 'float32' || type === 'float64')
            data[i] = u * 2 - 1;
        else if (type === 'float16')
            data[i] = toFloat16Bits(u * 2 - 1);
        else if (type === 'bool')
            data[i] = u < 0.5 ? 0 : 1;
        else {
            const [low, high] = INTEGER_RANGES[type];
            const value = low + Math.floor(u * (high - low));
            if (type === 'int64' || type === 'uint64')
                data[i] = BigInt(value);
            else
                data[i] = value;
        }
    }
}
/** The words 'input-values' takes besides numbers. */
const VALUE_WORDS = { true: 1, false: 0, nan: NaN, inf: Infinity, '-inf': -Infinity };
function fillConstant(input, type, data, text) {
    const isFloat = type.startsWith('float');
    const numeric = Object.hasOwn(VALUE_WORDS, text) ? VALUE_WORDS[text] : Number(text);
    const wrongType = (type === 'bool' && !['true', 'false', '0', '1'].includes(text)) ||
        (!isFloat && type !== 'bool' && (!Number.isInteger(numeric) || (type.startsWith('uint') && numeric < 0)));
    if (wrongType) {
        throw new UserError(`'input-values' gives input '${input.name}' the value '${text}', which is not a valid ${type}; give ${type === 'bool' ? 'true or false' : type.startsWith('uint') ? 'a non-negative whole number' : isFloat ? 'a number' : 'a whole number'}`);
    }
    for (let i = 0; i < data.length; i++) {
        if (type === 'int64' || type === 'uint64')
            data[i] = BigInt(text.replace(/\.0*$/, ''));
        else if (type === 'float16')
            data[i] = toFloat16Bits(numeric);
        else
            data[i] = numeric;
    }
}
/** The one value of a single-element tensor, as the user would type it in 'input-values'. */
function singleValue(type, data) {
    if (type === 'bool')
        return data[0] ? 'true' : 'false';
    if (type === 'float16')
        return String(Number(fromFloat16Bits(data[0] ?? 0).toPrecision(4)));
    if (type === 'float32' || type === 'float64')
        return String(Number(Number(data[0]).toPrecision(4)));
    return String(data[0]);
}
/**
 * A scalar or single-element input is usually a setting, not data: a sample rate, a step count, a flag. A
 * random one can make the model do other work than it does in use (or fail), so the value made up is named,
 * with the setting that fixes it (docs/benchmark.md, "Inputs made up").
 */
function madeUpValue(input, dims, type, data) {
    const value = singleValue(type, data);
    const what = dims.length === 0 ? 'a scalar' : `a single element (shape ${formatShape(dims)})`;
    return `Input '${input.name}' is ${what} and was made up: ${value} (a random ${type}). A single value is often a setting such as a sample rate, a step count or a flag; if this model needs a real one, set 'input-values' to '${input.name}=<value>'.`;
}
/**
 * Builds one seeded set of input tensors for a model's inputs; `sample` varies the data (0 = timing inputs).
 * Inputs in `given` (from 'inputs', already checked against this model) are used as they are, in every sample.
 */
function synthesizeInputs(inputs, settings) {
    const warnings = [];
    const tensors = inputs.map((input) => {
        const given = settings.given?.[input.name];
        if (given)
            return given;
        if (!isSynthesizable(input.type)) {
            throw new UserError(`Input '${input.name}' has type ${input.type}, which latency-gate can neither synthesize nor read from 'inputs'; gate a model whose inputs are numeric or bool tensors`);
        }
        const { dims, defaultedDims } = resolveShape(input, settings.shapes);
        if (defaultedDims.length > 0) {
            warnings.push(`Input '${input.name}' has unnamed dynamic dims at position ${defaultedDims.join(', ')} (shape ${formatShape(input.shape)}); they were set to 1. Set 'input-shapes' to '${input.name}=${dims.join('x')}' to choose other sizes.`);
        }
        const size = dims.reduce((a, b) => a * b, 1);
        const data = dtype_ranges_allocate(input.type, size);
        const constant = settings.values[input.name];
        if (constant !== undefined) {
            if (size !== 1) {
                throw new UserError(`'input-values' sets scalars, but input '${input.name}' has shape ${formatShape(dims)}; remove it from 'input-values' and let the gate synthesize it`);
            }
            fillConstant(input, input.type, data, constant);
        }
        else {
            const rng = createRng(seedFor(settings.seed + (settings.sample ?? 0) * 7919, input.name));
            fillRandom(input.type, data, rng.next);
            if (size === 1)
                warnings.push(madeUpValue(input, dims, input.type, data));
        }
        return { name: input.name, type: input.type, dims, data };
    });
    return { tensors, warnings };
}

;// CONCATENATED MODULE: ./build/src/environment/memory-placement.js

const SETTING_NAME = /^(GLIBC_TUNABLES|LD_PRELOAD|MALLOC_[A-Z0-9_]{1,40}|(TC|MI|JE)MALLOC_[A-Z0-9_]{1,40})$/;
const TUNABLE_NAME = /^glibc\.[a-z0-9_.]{1,60}$/;
const ALLOCATOR_LIBRARY = /(?:^|\/)lib(jemalloc|tcmalloc|mimalloc)[\w.+-]*\.so/;
const MAX_NAMES = 32;
/** The bracketed choice of a /sys/kernel/mm/transparent_hugepage file: 'always [madvise] never' → 'madvise'. */
function selectedMode(text) {
    return /\[([a-z+]{1,32})\]/.exec(text)?.[1] ?? null;
}
/** The allocator libraries a list of paths names (LD_PRELOAD's, or the lines of /proc/self/maps), deduplicated. */
function allocatorLibraries(paths) {
    const found = new Set();
    for (const part of paths.split(/[\s:]+/)) {
        const name = ALLOCATOR_LIBRARY.exec(part)?.[1];
        if (name)
            found.add(name);
    }
    return [...found].sort();
}
/**
 * The allocator settings an environment holds, by name: the variables (GLIBC_TUNABLES, MALLOC_*, the
 * jemalloc, tcmalloc and mimalloc ones, LD_PRELOAD when it preloads an allocator), then the tunables named in
 * GLIBC_TUNABLES ('glibc.malloc.hugetlb'). Anything that does not look like a name is left out.
 */
function allocatorSettingNames(env) {
    const names = [];
    for (const [name, value] of Object.entries(env)) {
        if (value === undefined || !SETTING_NAME.test(name))
            continue;
        if (name === 'LD_PRELOAD' && allocatorLibraries(value).length === 0)
            continue;
        names.push(name);
    }
    const tunables = (env.GLIBC_TUNABLES ?? '')
        .split(':')
        .map((entry) => entry.split('=')[0]?.trim() ?? '')
        .filter((name) => TUNABLE_NAME.test(name));
    return [...new Set([...names.sort(), ...tunables])].slice(0, MAX_NAMES);
}
function readText(file) {
    try {
        return (0,external_node_fs_namespaceObject.readFileSync)(file, 'utf8');
    }
    catch {
        return null;
    }
}
/** The C library Node reports for this process (process.report's header), without its network section. */
function glibcVersion() {
    try {
        // Node 20.13+ and 22: the report's network section resolves host names, which can take seconds.
        process.report.excludeNetwork = true;
        const report = process.report.getReport();
        const version = report.header?.glibcVersionRuntime;
        return typeof version === 'string' && /^\d{1,3}(\.\d{1,3}){1,2}$/.test(version) ? `glibc ${version}` : null;
    }
    catch {
        return null;
    }
}
const HUGE_PAGES = '/sys/kernel/mm/transparent_hugepage';
/** This process's memory placement: read once, before anything is timed. */
function readMemoryPlacement(env = process.env) {
    return {
        hugePages: selectedMode(readText(`${HUGE_PAGES}/enabled`) ?? ''),
        hugePagesDefrag: selectedMode(readText(`${HUGE_PAGES}/defrag`) ?? ''),
        libc: glibcVersion(),
        allocators: allocatorLibraries(readText('/proc/self/maps') ?? ''),
        allocatorSettings: allocatorSettingNames(env),
    };
}

;// CONCATENATED MODULE: ./build/src/agreement/tensor.js
// float16/bfloat16 data reaches us already widened to Float32Array by the caller.
const FLOAT_TYPES = new Set(['float16', 'bfloat16', 'float32', 'float64', 'float', 'double']);
const INTEGER_TYPES = new Set([
    'int4',
    'uint4',
    'int8',
    'uint8',
    'int16',
    'uint16',
    'int32',
    'uint32',
    'int64',
    'uint64',
]);
function dtypeKind(type) {
    if (FLOAT_TYPES.has(type))
        return 'float';
    if (INTEGER_TYPES.has(type))
        return 'integer';
    return type === 'bool' ? 'bool' : 'other';
}
function elementCount(dims) {
    return dims.reduce((product, dim) => product * dim, 1);
}
function sameDims(a, b) {
    return a.length === b.length && a.every((dim, i) => dim === b[i]);
}
/**
 * A number view of any tensor data. Typed float arrays and number[] pass through untouched (no copy of
 * what may be megabytes); bigint and boolean data are converted, which only happens for odd callers,
 * since integer and bool outputs are compared exactly by countMismatches instead.
 */
function asNumbers(data) {
    if (data instanceof BigInt64Array || data instanceof BigUint64Array)
        return Float64Array.from(data, Number);
    if (Array.isArray(data) && typeof data[0] === 'boolean')
        return Uint8Array.from(data, Number);
    return data;
}
/**
 * Exact equality for integer and bool outputs. Loose equality is deliberate: `2n ** 60n == 2 ** 60` and
 * `true == 1` compare the mathematical values exactly, so int64 data as BigInt64Array on one side and
 * number[] on the other, or bool as boolean[] vs Uint8Array, still compare right without lossy casts.
 */
function countMismatches(baseline, candidate) {
    const b = baseline;
    const c = candidate;
    let mismatches = 0;
    for (let i = 0; i < b.length; i++) {
        // eslint-disable-next-line eqeqeq
        if (b[i] != c[i])
            mismatches++;
    }
    return mismatches;
}
/** Linear interpolation between closest ranks (numpy's default), on an ascending array. */
function quantileSorted(sorted, p) {
    if (sorted.length === 0)
        return Number.NaN;
    const position = (sorted.length - 1) * p;
    const below = Math.floor(position);
    const lower = sorted[below] ?? 0;
    const upper = sorted[Math.min(below + 1, sorted.length - 1)] ?? lower;
    return lower + (position - below) * (upper - lower);
}

;// CONCATENATED MODULE: ./build/src/agreement/numeric.js

/** Denominator floor for relative error: keeps exact zeros in the baseline from dividing by zero. */
const RELATIVE_ERROR_FLOOR = 1e-12;
/**
 * Errors kept for the median and p99: 2^22 float64s (32 MiB). Above that an evenly spaced subsample is
 * used, so a segmentation output of hundreds of millions of elements cannot exhaust memory. Max, mean,
 * cosine, SQNR and the minimum passing atol always see every element.
 */
const QUANTILE_SAMPLE_CAP = 1 << 22;
/**
 * Elementwise comparison of one float output over all samples, accumulated in float64.
 * An element fails when |c−b| > atol AND |c−b| > rtol·|b| (Polygraphy's elemwise rule), or when the
 * pair is not finite and not the same infinity: NaN never equals NaN, as in Polygraphy without equal_nan,
 * because a NaN in a baseline is a bug the gate should surface rather than wave through.
 * The smallest passing atol is the max over elements of (|c−b| if |c−b| > rtol·|b| else 0), computed
 * with the same arithmetic as the rule, so the rule passes at exactly that atol and fails just below it.
 */
function measureNumericAgreement(pairs, atol, rtol) {
    const total = pairs.reduce((sum, pair) => sum + pair.baseline.length, 0);
    const stride = Math.max(1, Math.ceil(total / QUANTILE_SAMPLE_CAP));
    const kept = new Float64Array(Math.ceil(total / stride));
    const nonFinite = { baseline: { nan: 0, inf: 0 }, candidate: { nan: 0, inf: 0 } };
    let keptCount = 0;
    let index = 0;
    let failing = 0;
    let nonFiniteMismatches = 0;
    let finitePairs = 0;
    let maxAbs = 0;
    let sumAbs = 0;
    let maxRel = 0;
    let minPassingAtol = 0;
    let dot = 0;
    let baselineEnergy = 0;
    let candidateEnergy = 0;
    let errorEnergy = 0;
    for (const pair of pairs) {
        const baseline = pair.baseline;
        const candidate = pair.candidate;
        for (let i = 0; i < baseline.length; i++, index++) {
            const b = baseline[i];
            const c = candidate[i];
            countNonFinite(nonFinite.baseline, b);
            countNonFinite(nonFinite.candidate, c);
            const diff = Math.abs(c - b);
            // The same infinity on both sides is agreement (an overflow both models share), not an error. A
            // difference that overflows float64 (|values| near 1e308) is as unpassable as a NaN.
            if (!Number.isFinite(diff)) {
                if (b !== c) {
                    nonFiniteMismatches++;
                    failing++;
                }
                continue;
            }
            const relativeBound = rtol * Math.abs(b);
            if (diff > relativeBound) {
                if (diff > atol)
                    failing++;
                if (diff > minPassingAtol)
                    minPassingAtol = diff;
            }
            finitePairs++;
            sumAbs += diff;
            if (diff > maxAbs)
                maxAbs = diff;
            const rel = diff / Math.max(Math.abs(b), RELATIVE_ERROR_FLOOR);
            if (rel > maxRel)
                maxRel = rel;
            dot += b * c;
            baselineEnergy += b * b;
            candidateEnergy += c * c;
            errorEnergy += diff * diff;
            if (index % stride === 0)
                kept[keptCount++] = diff;
        }
    }
    const sorted = kept.subarray(0, keptCount).sort();
    const measured = finitePairs > 0;
    // Float64 outputs near 1e154 overflow the sums of squares; a statistic that is not finite becomes null.
    const finite = (value) => (measured && Number.isFinite(value) ? value : null);
    const sqnrDb = 10 * (Math.log10(baselineEnergy) - Math.log10(errorEnergy));
    return {
        elements: total,
        failingElements: failing,
        nonFiniteMismatches,
        nonFinite,
        finitePairs,
        maxAbsError: finite(maxAbs),
        meanAbsError: finite(sumAbs / finitePairs),
        medianAbsError: finite(quantileSorted(sorted, 0.5)),
        p99AbsError: finite(quantileSorted(sorted, 0.99)),
        maxRelError: finite(maxRel),
        quantilesExact: stride === 1,
        cosine: finite(cosineOf(dot, baselineEnergy, candidateEnergy)),
        // +Infinity (no error) and −Infinity/undefined (silent baseline) both become null; sqnrInfinite tells which.
        sqnrDb: errorEnergy > 0 ? finite(sqnrDb) : null,
        sqnrInfinite: measured && errorEnergy === 0,
        minPassingAtol: nonFiniteMismatches > 0 ? null : minPassingAtol,
        baselineRms: measured ? Math.sqrt(baselineEnergy / finitePairs) : 0,
    };
}
function countNonFinite(counts, value) {
    if (Number.isNaN(value))
        counts.nan++;
    else if (value === Infinity || value === -Infinity)
        counts.inf++;
}
/**
 * Two all-zero outputs agree (1); an all-zero one against a non-zero one has no common direction (0).
 * sqrt(a·b) rather than sqrt(a)·sqrt(b): sqrt(x²) is exactly x, so identical outputs give exactly 1.
 */
function cosineOf(dot, baselineEnergy, candidateEnergy) {
    if (baselineEnergy === 0 && candidateEnergy === 0)
        return 1;
    if (baselineEnergy === 0 || candidateEnergy === 0)
        return 0;
    let norms = Math.sqrt(baselineEnergy * candidateEnergy);
    if (!Number.isFinite(norms))
        norms = Math.sqrt(baselineEnergy) * Math.sqrt(candidateEnergy);
    return Math.min(1, Math.max(-1, dot / norms));
}

;// CONCATENATED MODULE: ./build/src/agreement/ranking.js
const TOP_K = 5;
/**
 * Argmax agreement along the last axis, every leading position of every sample being one row.
 * top-k agreement is "the candidate's top-1 is among the baseline's top k" (the usual top-1-in-top-5
 * reading), not set overlap: quantization reshuffles the near-equal low scores at the tail of a top 5,
 * which nobody acts on, while a top-1 leaving the baseline's top 5 is a real change of decision.
 * A row with a NaN on either side counts as disagreeing. Returns null when there are no rows.
 */
function measureRanking(pairs, classes) {
    const k = Math.min(TOP_K, classes);
    let rows = 0;
    let top1 = 0;
    let topK = 0;
    for (const pair of pairs) {
        const rowCount = Math.floor(pair.baseline.length / classes);
        for (let row = 0; row < rowCount; row++) {
            const offset = row * classes;
            const baselineTop = topIndices({ data: pair.baseline, offset, length: classes }, k);
            const candidateTop = topIndices({ data: pair.candidate, offset, length: classes }, 1);
            rows++;
            const choice = candidateTop?.[0];
            if (!baselineTop || choice === undefined)
                continue;
            if (baselineTop[0] === choice)
                top1++;
            if (baselineTop.includes(choice))
                topK++;
        }
    }
    if (rows === 0)
        return null;
    return { k, rows, top1Agreement: top1 / rows, topKAgreement: topK / rows };
}
/**
 * Indices of the k largest values of one row, largest first; on ties the lower index ranks first
 * (numpy's argmax). A short insertion list, since k ≤ 5 and rows can have thousands of classes.
 */
function topIndices({ data, offset, length }, k) {
    const best = [];
    const values = [];
    for (let j = 0; j < length; j++) {
        const value = data[offset + j];
        if (Number.isNaN(value))
            return null;
        const last = values[values.length - 1];
        if (best.length === k && last !== undefined && !(value > last))
            continue;
        let position = values.length;
        while (position > 0 && value > values[position - 1])
            position--;
        best.splice(position, 0, j);
        values.splice(position, 0, value);
        if (best.length > k) {
            best.pop();
            values.pop();
        }
    }
    return best;
}

;// CONCATENATED MODULE: ./build/src/agreement/format.js
// Number formats for the one-line summaries. Deterministic (no locale), short, and never misleading:
// a cosine of 0.9999996 must not print as 1, a 99.97 % agreement must not print as 100 %, and a printed
// minimum atol must pass when the user copies it into their workflow.
/** Two significant digits in exponent form: 0.0049 → '4.9e-3', 1e-5 → '1e-5', 0 → '0'. */
function formatError(value) {
    if (value === 0)
        return '0';
    return tidyExponent(value.toExponential(1));
}
/** As written by a user: 1e-5 → '1e-5', 0.0025 → '2.5e-3', 1 → '1'. */
function formatTolerance(value) {
    if (value === 0)
        return '0';
    return tidyExponent(value.toExponential());
}
/**
 * Two significant digits, rounded UP, so that `atol: <printed>` passes: 4.93e-3 → '5e-3', not '4.9e-3',
 * which would still fail.
 */
function formatAtLeast(value) {
    if (value === 0)
        return '0';
    const rounded = value.toExponential(1);
    if (Number(rounded) >= value)
        return tidyExponent(rounded);
    const [mantissaText, exponentText] = rounded.split('e');
    let mantissa = Math.round(Number(mantissaText) * 10 + 1) / 10;
    let exponent = Number(exponentText);
    if (mantissa >= 10) {
        mantissa = 1;
        exponent++;
    }
    return tidyExponent(`${mantissa.toFixed(1)}e${exponent}`);
}
/** Enough decimals to show the first digit that is not a 9: 0.99998, 0.9999996, 1. */
function formatCosine(value) {
    if (value === 1)
        return '1';
    const gap = 1 - value;
    const decimals = gap >= 0.1 ? 3 : Math.min(17, Math.max(5, Math.ceil(-Math.log10(gap)) + 1));
    return stripZeros(value.toFixed(decimals));
}
/** One decimal, rounded down below 100 %: 0.9997 → '99.9 %', 0.983 → '98.3 %', 0.9 → '90 %'. */
function formatPercent(fraction) {
    if (fraction >= 1)
        return '100 %';
    return `${stripZeros((Math.floor(fraction * 1000) / 10).toFixed(1))} %`;
}
/** Thousands separated by commas, the same on every runner's locale. */
function formatCount(count) {
    return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
function format_formatShape(dims) {
    return `[${dims.map((dim) => (dim === '' ? '?' : String(dim))).join(', ')}]`;
}
function tidyExponent(text) {
    const [mantissa = '', exponent = '0'] = text.split('e');
    const power = Number(exponent);
    return power === 0 ? stripZeros(mantissa) : `${stripZeros(mantissa)}e${power}`;
}
function stripZeros(text) {
    return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

;// CONCATENATED MODULE: ./build/src/agreement/summary.js

/**
 * The one line the report prints per output, e.g.
 * "'logits': max |Δ| 4.9e-3, cosine 0.99998, top-1 98.3 % — fails atol 1e-5, rtol 1e-5 on 12 of 32,000
 * elements (would pass at atol ≥ 4.9e-3)". Failures reuse `reason`; passes name the checks that held.
 */
function summarize(agreement, passedChecks) {
    // Quoted: an output may be called '39' or 'max', which read as numbers or words in a sentence.
    const label = agreement.baselineName === undefined
        ? `'${agreement.name}'`
        : `'${agreement.name}' (was '${agreement.baselineName}')`;
    if (agreement.comparison === 'none') {
        return `${label}: ${agreement.reason ?? 'not compared'} — ${agreement.verdict === 'fail' ? 'fails' : 'skipped'}`;
    }
    if (agreement.comparison === 'exact') {
        return agreement.verdict === 'pass'
            ? `${label}: all ${formatCount(agreement.elements)} elements equal — passes exact match`
            : `${label}: ${agreement.reason ?? 'fails exact match'}`;
    }
    const metrics = numericMetrics(agreement);
    const verdict = agreement.verdict === 'pass' ? `passes ${passedChecks ?? 'its checks'}` : (agreement.reason ?? 'fails');
    return `${label}: ${metrics} — ${verdict}`;
}
function numericMetrics(agreement) {
    if (agreement.maxAbsError === null)
        return 'no finite values to compare';
    const parts = [`max |Δ| ${formatError(agreement.maxAbsError)}`];
    if (agreement.cosine !== null)
        parts.push(`cosine ${formatCosine(agreement.cosine)}`);
    if (agreement.ranking)
        parts.push(`top-1 ${formatPercent(agreement.ranking.top1Agreement)}`);
    return parts.join(', ');
}
/** The checks that decided a numeric output's verdict, as the user would type them. */
function describeChecks(agreement) {
    const { tolerances } = agreement;
    const checks = [];
    if (tolerances.elementwise) {
        checks.push(`atol ${formatTolerance(tolerances.atol)}`, `rtol ${formatTolerance(tolerances.rtol)}`);
    }
    if (agreement.cosineChecked)
        checks.push(`min-cosine ${tolerances.minCosine}`);
    if (tolerances.minTop1Agreement !== null && agreement.ranking) {
        checks.push(`min-top1-agreement ${formatPercent(tolerances.minTop1Agreement)}`);
    }
    if (checks.length === 0)
        return 'no NaN/Inf mismatches (no other check applies)';
    return tolerances.elementwise ? checks.join(', ') : `${checks.join(', ')} (elementwise not enforced)`;
}

;// CONCATENATED MODULE: ./build/src/agreement/judge.js





/**
 * The verdict for one output present in both models. A changed dtype or shape fails rather than being
 * skipped: a consumer of the output breaks just as surely as on wrong values. Float widths are the
 * exception (float32 → float16 is the precision change the float16 preset exists to judge).
 */
function judgeOutput(pair, tolerances, preset) {
    const first = pair.samples[0];
    if (!first)
        return notCompared(headerOf(pair.name, pair.baselineName), tolerances, 'skipped', 'no agreement samples');
    const { baseline, candidate } = first;
    const header = headerOf(pair.name, pair.baselineName, candidate, baseline);
    const kind = dtypeKind(candidate.type);
    if (kind !== dtypeKind(baseline.type) || (kind !== 'float' && candidate.type !== baseline.type)) {
        return notCompared(header, tolerances, 'fail', `dtype changed from ${baseline.type} to ${candidate.type}`);
    }
    if (kind === 'other')
        return notCompared(header, tolerances, 'skipped', `${candidate.type} outputs are not compared`);
    const problem = findSampleProblem(pair);
    if (problem)
        return notCompared(header, tolerances, problem.verdict, problem.reason);
    return kind === 'float' ? judgeNumeric(header, pair, tolerances, preset) : judgeExact(header, pair, tolerances);
}
function headerOf(name, baselineName, candidate, baseline) {
    const shown = candidate ?? baseline;
    const header = { name, dtype: shown?.type ?? 'unknown', shape: shown?.dims ?? [] };
    if (baselineName !== undefined && baselineName !== name)
        header.baselineName = baselineName;
    if (candidate && baseline && baseline.type !== candidate.type)
        header.baselineDtype = baseline.type;
    if (candidate && baseline && !sameDims(baseline.dims, candidate.dims))
        header.baselineShape = baseline.dims;
    return header;
}
/** An output that was not measured: only present in one model, or unusable data. */
function notCompared(header, tolerances, verdict, reason) {
    const agreement = {
        ...header,
        verdict,
        reason,
        comparison: 'none',
        ...emptyStats(0),
        tolerances,
    };
    return { ...agreement, summary: summarize(agreement) };
}
function findSampleProblem(pair) {
    for (const [i, { baseline, candidate }] of pair.samples.entries()) {
        const where = i === 0 ? '' : ` in sample ${i}`;
        if (!sameDims(baseline.dims, candidate.dims)) {
            return {
                verdict: 'fail',
                reason: `shape changed from ${format_formatShape(baseline.dims)} to ${format_formatShape(candidate.dims)}${where}`,
            };
        }
        for (const [model, tensor] of [
            ['baseline', baseline],
            ['candidate', candidate],
        ]) {
            const expected = elementCount(tensor.dims);
            if (tensor.data.length !== expected) {
                const reason = `the ${model}'s data has ${tensor.data.length} values for dims ${format_formatShape(tensor.dims)} (${expected} expected)${where}`;
                return { verdict: 'skipped', reason };
            }
        }
    }
    return undefined;
}
function judgeNumeric(header, pair, tolerances, preset) {
    const pairs = pair.samples.map(({ baseline, candidate }) => ({
        baseline: asNumbers(baseline.data),
        candidate: asNumbers(candidate.data),
    }));
    const stats = measureNumericAgreement(pairs, tolerances.atol, tolerances.rtol);
    // Rows are only well defined when every sample has the same last dim (a dynamic last axis has none).
    const classes = header.shape.at(-1);
    const ranked = classes !== undefined && classes >= 2 && pair.samples.every((s) => s.candidate.dims.at(-1) === classes);
    const ranking = ranked ? measureRanking(pairs, classes) : null;
    // In the float presets cosine only judges outputs that stand above atol: an output whose RMS is within
    // atol of zero has no direction worth judging (its cosine is noise), and atol already bounds it.
    const cosineChecked = stats.cosine !== null &&
        (preset === 'quantized' || tolerances.origin.minCosine === 'input' || stats.baselineRms > tolerances.atol);
    const failures = numericFailures(stats, tolerances, cosineChecked, ranking?.top1Agreement);
    const { finitePairs: _finitePairs, baselineRms: _baselineRms, ...reported } = stats;
    const agreement = {
        ...header,
        verdict: failures.length > 0 ? 'fail' : 'pass',
        ...(failures.length > 0 ? { reason: failures.join('; ') } : {}),
        comparison: 'numeric',
        ...reported,
        failingFraction: stats.elements === 0 ? 0 : stats.failingElements / stats.elements,
        cosineChecked,
        ranking,
        tolerances,
    };
    return { ...agreement, summary: summarize(agreement, describeChecks(agreement)) };
}
function numericFailures(stats, tolerances, cosineChecked, top1Agreement) {
    const failures = [];
    if (stats.nonFiniteMismatches > 0) {
        const sides = ['baseline', 'candidate']
            .map((side) => `${side} ${stats.nonFinite[side].nan} NaN, ${stats.nonFinite[side].inf} Inf`)
            .join('; ');
        failures.push(`fails on ${formatCount(stats.nonFiniteMismatches)} NaN/Inf mismatches (${sides})`);
    }
    const outOfTolerance = stats.failingElements - stats.nonFiniteMismatches;
    if (tolerances.elementwise && outOfTolerance > 0) {
        const atLeast = stats.minPassingAtol === null ? '' : ` (would pass at atol ≥ ${formatAtLeast(stats.minPassingAtol)})`;
        failures.push(`fails atol ${formatTolerance(tolerances.atol)}, rtol ${formatTolerance(tolerances.rtol)} on ` +
            `${formatCount(outOfTolerance)} of ${formatCount(stats.elements)} elements${atLeast}`);
    }
    if (cosineChecked && stats.cosine !== null && stats.cosine < tolerances.minCosine) {
        failures.push(`fails min-cosine ${tolerances.minCosine}`);
    }
    const minTop1 = tolerances.minTop1Agreement;
    if (minTop1 !== null && top1Agreement !== undefined && top1Agreement < minTop1) {
        failures.push(`fails min-top1-agreement ${formatPercent(minTop1)}`);
    }
    return failures;
}
function judgeExact(header, pair, tolerances) {
    let elements = 0;
    let mismatches = 0;
    for (const { baseline, candidate } of pair.samples) {
        elements += baseline.data.length;
        mismatches += countMismatches(baseline.data, candidate.data);
    }
    const agreement = {
        ...header,
        verdict: mismatches > 0 ? 'fail' : 'pass',
        ...(mismatches > 0
            ? { reason: `fails exact match on ${formatCount(mismatches)} of ${formatCount(elements)} elements` }
            : {}),
        comparison: 'exact',
        ...emptyStats(elements),
        failingElements: mismatches,
        failingFraction: elements === 0 ? 0 : mismatches / elements,
        tolerances,
    };
    return { ...agreement, summary: summarize(agreement) };
}
function emptyStats(elements) {
    return {
        elements,
        failingElements: 0,
        failingFraction: 0,
        nonFiniteMismatches: 0,
        nonFinite: { baseline: { nan: 0, inf: 0 }, candidate: { nan: 0, inf: 0 } },
        maxAbsError: null,
        meanAbsError: null,
        medianAbsError: null,
        p99AbsError: null,
        maxRelError: null,
        quantilesExact: true,
        cosine: null,
        cosineChecked: false,
        sqnrDb: null,
        sqnrInfinite: false,
        ranking: null,
        minPassingAtol: null,
    };
}

;// CONCATENATED MODULE: ./build/src/agreement/signature.js
/**
 * What changed in the models' inputs and outputs, one row per change (a spec whose type and shape both
 * changed gives two rows). `outputMap` (candidate name → baseline name) pairs renamed outputs so a
 * rename is not reported as one removal and one addition.
 */
function diffSignatures(baseline, candidate, outputMap = {}) {
    return [
        ...diffSpecs('input', baseline.inputs, candidate.inputs, {}),
        ...diffSpecs('output', baseline.outputs, candidate.outputs, outputMap),
    ];
}
function diffSpecs(kind, baselineSpecs, candidateSpecs, rename) {
    const rows = [];
    const baselineByName = new Map(baselineSpecs.map((spec) => [spec.name, spec]));
    const matched = new Set();
    for (const spec of candidateSpecs) {
        const baselineName = Object.hasOwn(rename, spec.name) ? rename[spec.name] : spec.name;
        const before = matched.has(baselineName) ? undefined : baselineByName.get(baselineName);
        const candidate = { type: spec.type, shape: spec.shape };
        if (!before) {
            rows.push({ kind, name: spec.name, candidate, change: 'added' });
            continue;
        }
        matched.add(baselineName);
        const pairing = {
            kind,
            name: spec.name,
            ...(baselineName === spec.name ? {} : { baselineName }),
            baseline: { type: before.type, shape: before.shape },
            candidate,
        };
        if (before.type !== spec.type)
            rows.push({ ...pairing, change: 'type' });
        if (!sameSymbolicShape(before.shape, spec.shape))
            rows.push({ ...pairing, change: 'shape' });
    }
    for (const spec of baselineSpecs) {
        if (!matched.has(spec.name)) {
            rows.push({ kind, name: spec.name, baseline: { type: spec.type, shape: spec.shape }, change: 'removed' });
        }
    }
    return rows;
}
/**
 * Dynamic dims compare equal whatever their names: re-exports rename 'batch' to 'N' or drop the name
 * (ORT reports ""), which changes nothing for a caller. A dynamic dim becoming fixed, or the reverse, is
 * a change.
 */
function sameSymbolicShape(a, b) {
    return a.length === b.length && a.every((dim, i) => sameDim(dim, b[i]));
}
function sameDim(a, b) {
    const dynamicA = typeof a === 'string' || (typeof a === 'number' && a < 0);
    const dynamicB = typeof b === 'string' || (typeof b === 'number' && b < 0);
    return dynamicA || dynamicB ? dynamicA === dynamicB : a === b;
}

;// CONCATENATED MODULE: ./build/src/agreement/signature-findings.js


/**
 * The setting that accepts an intended change of the models' inputs or outputs (docs/agreement.md,
 * "Signature changes").
 */
const ACCEPT_SIGNATURE_CHANGE = "'allow-signature-change: true'";
/**
 * The rows of a signature diff that break a consumer of the model: every input change (a caller feeds
 * exactly the inputs the model declares, so an added, removed, re-typed or re-shaped input breaks it), and
 * outputs removed, re-typed or re-shaped. An added output breaks nobody. A float width change of an output
 * (float32 → float16) is the precision change the float16 preset exists to judge: its values are compared
 * instead, as judge.ts does.
 */
function breakingChanges(diff) {
    return diff.filter((row) => {
        if (row.kind === 'input')
            return true;
        if (row.change === 'added')
            return false;
        if (row.change === 'type' && row.baseline && row.candidate) {
            return !(dtypeKind(row.baseline.type) === 'float' && dtypeKind(row.candidate.type) === 'float');
        }
        return true;
    });
}
function describeRow(row) {
    const what = `${row.kind} '${row.name}'`;
    switch (row.change) {
        case 'added':
            return `${what} added`;
        case 'removed':
            return `${what} removed`;
        case 'type':
            return `${what} re-typed ${row.baseline?.type ?? '?'} → ${row.candidate?.type ?? '?'}`;
        case 'shape':
            return `${what} re-shaped ${format_formatShape(row.baseline?.shape ?? [])} → ${format_formatShape(row.candidate?.shape ?? [])}`;
    }
}
/**
 * Whether a new output could be an old one renamed, as far as the signatures tell: the same type (or both
 * floats, whose width change agreement judges by value), the same rank, and no fixed size that differs. A
 * dynamic dim ('batch', '?') fits anything. Suggesting a map between outputs that cannot fit ([2, ?, 128] for
 * [2, batch, 64]) only sends the user on to the next failure.
 */
function couldBeRenamed(candidate, baseline) {
    if (!candidate || !baseline)
        return false;
    const sameKind = dtypeKind(candidate.type) === 'float' && dtypeKind(baseline.type) === 'float';
    if (candidate.type !== baseline.type && !sameKind)
        return false;
    if (candidate.shape.length !== baseline.shape.length)
        return false;
    return candidate.shape.every((d, i) => {
        const b = baseline.shape[i];
        return typeof d !== 'number' || typeof b !== 'number' || d === b;
    });
}
/**
 * The output-map entries worth suggesting: each removed output with the first new one that could be it
 * renamed. None when an input changed too: outputs are then not compared at all, and a map cannot fix that.
 */
function renamePairs(breaking, diff) {
    if (breaking.some((r) => r.kind === 'input'))
        return [];
    const added = diff.filter((r) => r.kind === 'output' && r.change === 'added');
    const pairs = [];
    for (const old of breaking.filter((r) => r.kind === 'output' && r.change === 'removed')) {
        const index = added.findIndex((r) => couldBeRenamed(r.candidate, old.baseline));
        const [renamed] = index < 0 ? [] : added.splice(index, 1);
        if (renamed)
            pairs.push(`${renamed.name}=${old.name}`);
    }
    return pairs;
}
/**
 * One sentence for the agreement verdict: what changed, and the fixes. When the candidate adds outputs that
 * could be removed ones renamed (same type, sizes that fit), the output-map entry is spelled out.
 */
function describeSignatureChange(breaking, diff) {
    const removed = breaking.filter((r) => r.kind === 'output' && r.change === 'removed').map((r) => r.name);
    const added = diff.filter((r) => r.kind === 'output' && r.change === 'added').map((r) => r.name);
    const changes = breaking.map(describeRow);
    if (added.length > 0 && removed.length > 0)
        changes.push(`the candidate has new output${added.length > 1 ? 's' : ''} ${added.map((n) => `'${n}'`).join(', ')}`);
    const fixes = [];
    const pairs = renamePairs(breaking, diff);
    if (pairs.length > 0)
        fixes.push(`if outputs were renamed, map them with 'output-map: ${pairs.join(',')}'`);
    fixes.push(`if the change is intended (every consumer is updated), accept it with ${ACCEPT_SIGNATURE_CHANGE}`);
    return `the models' signature changed, which breaks their consumers: ${changes.join('; ')}; ${fixes.join(', or ')}`;
}

;// CONCATENATED MODULE: ./build/src/agreement/tolerances.js

/**
 * Defaults by the precision of the pair. An element fails only when |c−b| > atol AND |c−b| > rtol·|b|.
 *
 * float32: Polygraphy's defaults (atol = rtol = 1e-5). A re-export or a graph optimisation that keeps
 *   float32 math changes results by reordering sums, a few ulps (1.2e-7 relative) per op, well below
 *   1e-5; differences above it usually mean the computation changed.
 * float16: one fp16 rounding is 4.9e-4 relative (2^-11) and errors compound over layers to a few 1e-3,
 *   so rtol is 1e-2; atol 1e-3 covers elements near zero, whose error follows the size of the
 *   activations, not their own value.
 * quantized: int8 changes every element a little (int8 logits typically move by up to ~5e-3), so no
 *   elementwise rule fits; direction (cosine ≥ 0.99) and decisions (top-1 ≥ 90 %) are judged instead.
 *   90 %, not 95 %: with a few dozen rows and a true agreement of 98.3 %, a 95 % bar fails about one run
 *   in ten by chance (2 misses in 32 rows), while 90 % needs 4 misses (p ≈ 0.002); a broken quantization
 *   (wrong scale or zero point) drops far below either. atol/rtol 1e-2 are only reported.
 * minCosine in the float presets guards a loosened atol: with every element inside atol, cosine can only
 *   drop once atol is comparable to the outputs' own size.
 * Top-1 is not enforced in the float presets: inside the elementwise bounds an argmax can only flip at a
 *   near-tie, which is not a disagreement anyone acts on.
 */
const TOLERANCE_PRESETS = {
    float32: { atol: 1e-5, rtol: 1e-5, minCosine: 0.9999, minTop1Agreement: null, elementwise: true },
    float16: { atol: 1e-3, rtol: 1e-2, minCosine: 0.999, minTop1Agreement: null, elementwise: true },
    quantized: { atol: 1e-2, rtol: 1e-2, minCosine: 0.99, minTop1Agreement: 0.9, elementwise: false },
};
const HALF_TYPES = new Set(['float16', 'bfloat16']);
/**
 * quantized when either graph is; float16 when either model has a half-precision input or output.
 * A model converted to fp16 with float32 I/O (keep_io_types) looks like float32 from its signature:
 * pass `precision` to compareOutputs, or set atol/rtol, in that case.
 */
function detectPrecision(baseline, candidate) {
    if (baseline.quantized || candidate.quantized)
        return 'quantized';
    const specs = [...baseline.inputs, ...baseline.outputs, ...candidate.inputs, ...candidate.outputs];
    return specs.some((spec) => HALF_TYPES.has(spec.type)) ? 'float16' : 'float32';
}
/**
 * The tolerances that apply to one output (or globally, without `output`). Throws one-sentence errors
 * for settings no parser would have produced (negative, NaN), since a programmatic caller can pass them.
 */
function resolveTolerances(settings, precision, output) {
    const preset = TOLERANCE_PRESETS[precision];
    const override = output ? perOutputOverride(settings, output) : undefined;
    const atol = pick(override?.atol, settings.atol, preset.atol, 'atol');
    const rtol = pick(override?.rtol, settings.rtol, preset.rtol, 'rtol');
    if (!isFraction(settings.minCosine))
        throw minCosineError(String(settings.minCosine));
    if (!isFraction(settings.minTop1Agreement))
        throw minTop1AgreementError(String(settings.minTop1Agreement));
    return {
        atol: atol.value,
        rtol: rtol.value,
        minCosine: settings.minCosine ?? preset.minCosine,
        minTop1Agreement: settings.minTop1Agreement ?? preset.minTop1Agreement,
        // A user who types atol or rtol for a quantized pair is asking for the elementwise rule.
        elementwise: preset.elementwise || atol.origin !== 'preset' || rtol.origin !== 'preset',
        origin: {
            atol: atol.origin,
            rtol: rtol.origin,
            minCosine: settings.minCosine === undefined ? 'preset' : 'input',
            minTop1Agreement: settings.minTop1Agreement === undefined ? 'preset' : 'input',
        },
    };
}
function perOutputOverride(settings, output) {
    const table = settings.perOutput ?? {};
    const own = Object.hasOwn(table, output.name) ? table[output.name] : undefined;
    if (own || output.baselineName === undefined)
        return own;
    return Object.hasOwn(table, output.baselineName) ? table[output.baselineName] : undefined;
}
function pick(perOutput, global, preset, input) {
    for (const value of [perOutput, global]) {
        if (value !== undefined && !(Number.isFinite(value) && value >= 0))
            throw toleranceError(input, String(value));
    }
    if (perOutput !== undefined)
        return { value: perOutput, origin: 'per-output' };
    if (global !== undefined)
        return { value: global, origin: 'input' };
    return { value: preset, origin: 'preset' };
}
function isFraction(value) {
    return value === undefined || (value >= 0 && value <= 1);
}
/**
 * One wording for tolerance mistakes, whether they come from a typed input (inputs/agreement-options) or from
 * settings checked by resolveTolerances.
 */
function toleranceError(input, got) {
    return new UserError(`'${input}' must be a non-negative number like '1e-5' or 'logits:1e-3', got '${got}'`);
}
function minCosineError(got) {
    return new UserError(`'min-cosine' must be a number between 0 and 1 like '0.999', got '${got}'`);
}
function minTop1AgreementError(got) {
    return new UserError(`'min-top1-agreement' must be a fraction like '0.95' or a percentage like '95%', got '${got}'`);
}

;// CONCATENATED MODULE: ./build/src/agreement/compare.js




/**
 * Compares every output the two models share. Never throws for model-shaped data. A signature change that
 * breaks consumers (signature-findings.ts: an output removed or renamed without output-map, re-typed or
 * re-shaped) fails with the change and its fixes, unless `allowSignatureChange`; the shared outputs are
 * still compared and their failures added. Unusable data skips that output, and when nothing can be
 * compared (and the signature did not change) the verdict is `skipped` with the reason. Only invalid
 * tolerance settings throw (see resolveTolerances).
 */
function compareOutputs(args) {
    const result = compareValues(args);
    const breaking = args.allowSignatureChange ? [] : breakingChanges(result.signatureDiff);
    if (breaking.length === 0)
        return result;
    const change = describeSignatureChange(breaking, result.signatureDiff);
    return {
        ...result,
        verdict: 'fail',
        reason: result.verdict === 'fail' ? `${change}; also ${result.reason ?? 'outputs disagree'}` : change,
    };
}
function compareValues(args) {
    const preset = args.precision ?? detectPrecision(args.baselineSig, args.candidateSig);
    const outputMap = args.outputMap ?? {};
    const signatureDiff = diffSignatures(args.baselineSig, args.candidateSig, outputMap);
    const tolerances = resolveTolerances(args.tolerances, preset);
    const warnings = [];
    const counts = { baseline: args.baseline.samples.length, candidate: args.candidate.samples.length };
    const samples = Math.min(counts.baseline, counts.candidate);
    if (counts.baseline !== counts.candidate) {
        warnings.push(`the baseline has ${counts.baseline} agreement samples and the candidate ${counts.candidate}; compared the first ${samples}`);
    }
    const base = { preset, samples, tolerances, signatureDiff };
    if (samples === 0)
        return { verdict: 'skipped', reason: 'no agreement samples were run', ...base, outputs: [], warnings };
    const baselineNames = outputNames(args.baselineSig, args.baseline);
    const candidateNames = outputNames(args.candidateSig, args.candidate);
    const outputs = [];
    const claimed = new Set();
    const candidateOnly = [];
    for (const name of candidateNames) {
        const baselineName = Object.hasOwn(outputMap, name) ? outputMap[name] : name;
        if (!baselineNames.includes(baselineName) || claimed.has(baselineName)) {
            candidateOnly.push(name);
            const only = headerOf(name, undefined, findSpec(args.candidateSig, args.candidate, name));
            outputs.push(notCompared(only, resolveTolerances(args.tolerances, preset, { name }), 'skipped', 'only in the candidate'));
            continue;
        }
        claimed.add(baselineName);
        const names = { name, baselineName };
        const effective = resolveTolerances(args.tolerances, preset, names);
        const paired = pairSamples(names, args.baseline, args.candidate, samples);
        outputs.push(typeof paired === 'string'
            ? notCompared(headerOf(name, baselineName), effective, 'skipped', paired)
            : judgeOutput(paired, effective, preset));
    }
    const dropped = [];
    for (const name of baselineNames.filter((name) => !claimed.has(name))) {
        const only = headerOf(name, undefined, undefined, findSpec(args.baselineSig, args.baseline, name));
        // A consumer reading this output breaks: a finding, unless the change was accepted. A map is offered only
        // when some candidate-only output could be this one renamed (type and fixed sizes fit).
        const spec = (sig, outputs, n) => asSpec(findSpec(sig, outputs, n));
        const renameable = candidateOnly.some((n) => couldBeRenamed(spec(args.candidateSig, args.candidate, n), spec(args.baselineSig, args.baseline, name)));
        const map = renameable ? "if the candidate renamed it, map it with output-map 'new_name=old_name'" : '';
        const reason = args.allowSignatureChange
            ? `only in the baseline${map ? ` (${map})` : ''}`
            : `only in the baseline: a consumer reading it breaks (${map ? `${map}; ` : ''}if it was dropped on purpose, accept it with ${ACCEPT_SIGNATURE_CHANGE})`;
        dropped.push(notCompared(only, resolveTolerances(args.tolerances, preset, { name }), args.allowSignatureChange ? 'skipped' : 'fail', reason));
    }
    warnings.push(...unusedSettings(args, candidateNames, baselineNames));
    const verdict = verdictOf([...outputs, ...dropped.map((o) => ({ ...o, verdict: 'skipped' }))], candidateNames, baselineNames);
    outputs.push(...dropped);
    outputs.sort(worstFirst);
    return { ...verdict, ...base, outputs, warnings };
}
/**
 * The models' inputs differ, so they cannot be fed the same data: a finding (every caller breaks) unless
 * the change was accepted, in which case agreement is skipped with the reason.
 */
function inputChangeAgreement(signatureDiff, allowSignatureChange) {
    const inputs = signatureDiff.filter((row) => row.kind === 'input');
    const names = [...new Set(inputs.map((row) => `'${row.name}'`))].join(', ');
    const skipped = skippedAgreement(`the models' inputs differ (${names}), so they cannot be fed the same data; latency was measured with each model's own inputs`, { signatureDiff });
    const breaking = allowSignatureChange ? [] : breakingChanges(signatureDiff);
    return breaking.length === 0
        ? skipped
        : {
            ...skipped,
            verdict: 'fail',
            reason: `${describeSignatureChange(breaking, signatureDiff)} (outputs were not compared: the inputs differ)`,
        };
}
/** The record for `agreement: off`, or when the models could not be fed the same inputs. */
function skippedAgreement(reason, details = {}) {
    return {
        verdict: 'skipped',
        reason,
        preset: details.preset ?? 'float32',
        samples: 0,
        outputs: [],
        signatureDiff: details.signatureDiff ?? [],
        warnings: details.warnings ?? [],
    };
}
function verdictOf(outputs, candidateNames, baselineNames) {
    const compared = outputs.filter((output) => output.verdict !== 'skipped');
    if (compared.length === 0) {
        const paired = outputs.find((output) => output.reason !== undefined && !output.reason.startsWith('only in'));
        const why = paired
            ? paired.summary
            : `the candidate's outputs (${candidateNames.join(', ') || 'none'}) share no name with the baseline's ` +
                `(${baselineNames.join(', ') || 'none'}); map renamed outputs with output-map 'new_name=old_name'`;
        return { verdict: 'skipped', reason: `no output can be compared: ${why}` };
    }
    const failed = compared.filter((output) => output.verdict === 'fail');
    if (failed.length === 0)
        return { verdict: 'pass' };
    const names = failed.map((output) => output.name).join(', ');
    return { verdict: 'fail', reason: `${failed.length} of ${compared.length} compared outputs disagree: ${names}` };
}
const VERDICT_RANK = { fail: 0, skipped: 1, pass: 2 };
/**
 * Failures first, a changed dtype or shape (nothing measured) before the most failing elements; then
 * skipped (unchecked) outputs; then passes.
 */
function worstFirst(a, b) {
    return (VERDICT_RANK[a.verdict] - VERDICT_RANK[b.verdict] ||
        Number(a.comparison !== 'none') - Number(b.comparison !== 'none') ||
        b.failingFraction - a.failingFraction ||
        (a.cosine ?? 1) - (b.cosine ?? 1) ||
        (b.maxAbsError ?? 0) - (a.maxAbsError ?? 0) ||
        a.name.localeCompare(b.name, 'en'));
}
/** Names from the signature, plus any the data carries that the signature missed, in signature order. */
function outputNames(signature, outputs) {
    const names = signature.outputs.map((spec) => spec.name);
    for (const tensor of outputs.samples[0] ?? [])
        if (!names.includes(tensor.name))
            names.push(tensor.name);
    return names;
}
/** A tensor's type and dims as a signature row has them (an unknown size, -1, as ''). */
function asSpec(t) {
    return t && { type: t.type, shape: t.dims.map((d) => (d < 0 ? '' : d)) };
}
function findSpec(signature, outputs, name) {
    const tensor = outputs.samples[0]?.find((output) => output.name === name);
    if (tensor)
        return tensor;
    const spec = signature.outputs.find((output) => output.name === name);
    // A signature's symbolic dims have no size yet; -1 marks them, as ONNX does.
    return spec && { type: spec.type, dims: spec.shape.map((dim) => (typeof dim === 'number' ? dim : -1)) };
}
/** The output's tensors sample by sample, or why they cannot be had (the child process lost one). */
function pairSamples(names, baseline, candidate, samples) {
    const paired = { ...names, samples: [] };
    for (let i = 0; i < samples; i++) {
        const b = baseline.samples[i]?.find((output) => output.name === names.baselineName);
        const c = candidate.samples[i]?.find((output) => output.name === names.name);
        if (!b || !c)
            return `no data for this output in sample ${i} of the ${b ? 'candidate' : 'baseline'}'s outputs`;
        paired.samples.push({ baseline: b, candidate: c });
    }
    return paired;
}
/** Per-output tolerances and output-map entries that name no output: most likely typos. */
function unusedSettings(args, candidateNames, baselineNames) {
    const warnings = [];
    for (const [name, old] of Object.entries(args.outputMap ?? {})) {
        if (!candidateNames.includes(name))
            warnings.push(`output-map entry '${name}=${old}' names no candidate output`);
        else if (!baselineNames.includes(old))
            warnings.push(`output-map entry '${name}=${old}' names no baseline output`);
    }
    for (const name of Object.keys(args.tolerances.perOutput ?? {})) {
        if (!candidateNames.includes(name) && !baselineNames.includes(name)) {
            warnings.push(`per-output tolerance for '${name}' matches no output of either model`);
        }
    }
    return warnings;
}

;// CONCATENATED MODULE: ./build/src/bench/budget.js
// How one `max-duration` is spent, every share named once (docs/benchmark.md, "Budget and kill grace"). The
// parent enforces the whole budget from outside (a kill after the grace); the child plans inside it: a capped
// warm-up, a capped agreement run, time to create extra session pairs, then the measuring window over which
// the looks are laid, less a reserve at the end for the last round, the final analysis and the report. With
// several changed models, the budget is first split among them.
/** How long one block of calls aims to run once warm; warm-up aims for a quarter of it (docs/statistics.md, "Rounds and blocks"). */
const BLOCK_TARGET_MS = 25;
/** How long past `max-duration` the parent waits before it kills a child that has not finished (a hung model). */
const KILL_GRACE_MS = 10_000;
/** Warm-up ends on stability, but never before this, so the first blocks of a fast model cannot decide it. */
const WARMUP_MIN_MS = 300;
/** The warm-up cap: a fifth of the budget, at most 10 s, so a noisy runner still leaves time to measure. */
function warmupCapMs(budgetMs) {
    return Math.min(10_000, Math.max(WARMUP_MIN_MS, budgetMs * 0.2));
}
/** The agreement run stops starting new samples after this share of the budget. */
function agreementCapMs(budgetMs) {
    return budgetMs * 0.15;
}
/** Time kept back at the end of the budget for the last round, the final analysis and writing the report. */
function reserveMs(budgetMs) {
    return Math.min(5_000, Math.max(500, budgetMs * 0.05));
}
/**
 * The measuring window, in ms since the child started: from the end of the set-up to the end reserve, less the
 * time kept back for the profiling pass.
 */
function measuringWindow(budgetMs, startMs, profileAllowanceMs = 0) {
    return { startMs, endMs: budgetMs - reserveMs(budgetMs) - profileAllowanceMs };
}
/**
 * The profiling pass after the last look (docs/explain.md, "Profile pass") may keep back at most this share of
 * the budget from the measuring window, and must end this long before the budget so the child can report.
 */
const PROFILE_SHARE = 0.1;
const PROFILE_EXIT_MARGIN_MS = 250;
/** The most changed models one run gates; more is a user error that says how to narrow them. */
const MAX_CHANGED_MODELS = 10;
/**
 * The least a model gets when the budget is split: below about 10 s a typical model does not reach the
 * looks that decide, so splitting further would buy only inconclusive verdicts.
 */
const MODEL_BUDGET_FLOOR_MS = 10_000;
/**
 * `max-duration` is the budget of the whole run, split evenly among the models that are measured, with a
 * floor of 10 s each (never more than max-duration itself): 60 s for 3 models is 20 s each; 60 s for 8
 * models is 10 s each, 80 s in all. `min-duration` is capped at a model's share.
 */
function splitBudget(maxDurationMs, minDurationMs, models) {
    const share = Math.max(maxDurationMs / Math.max(1, models), Math.min(MODEL_BUDGET_FLOOR_MS, maxDurationMs));
    const perModel = Math.round(share);
    return { maxDurationMs: perModel, minDurationMs: Math.min(minDurationMs, perModel) };
}
/**
 * The least a matrix cell may expect (docs/matrix.md, "Cell budget"): `max-duration` split evenly must give every
 * cell this much, or the run is refused before anything is measured; below it a cell rarely reaches a look
 * that decides.
 */
const MATRIX_CELL_FLOOR_MS = 5_000;
/**
 * One `max-duration` for the whole matrix. Cells run one after another; each gets an even share of what is
 * left when it starts: share = remaining / cells left − overhead. A cell that decides early leaves its unspent
 * time in `remaining`, so it is spread over the cells after it; one that runs over its share takes from them
 * alike. `overheadMs` is the most any finished cell took beyond its budget (finding and hashing the models,
 * starting the child, the last analysis): kept back for each cell left, so the last cells are not starved.
 * `min-duration` is capped at the share.
 */
function cellBudget(remainingMs, cellsLeft, minDurationMs, overheadMs = 0) {
    const share = Math.max(0, Math.round(remainingMs / Math.max(1, cellsLeft) - Math.max(0, overheadMs)));
    return { maxDurationMs: share, minDurationMs: Math.min(minDurationMs, share) };
}
/** The smallest `max-duration` that gives each of `cells` cells the floor. */
function matrixBudgetNeeded(cells) {
    return cells * MATRIX_CELL_FLOOR_MS;
}
/**
 * The memory children (docs/matrix.md, "Memory") are planned to take this share of a run's budget; the
 * latency benchmark gets what they leave. In a matrix the first cell of each thread count probes its whole
 * group, taking the group's part of this share of what is left before the cells are shared
 * (src/run/walk.ts). On a slow machine they may run to twice it to reach three repeats
 * (src/bench/memory.ts, MEMORY_OVERRUN); a repeat that would not fit even then is not started, and the record
 * says how many ran.
 */
const MEMORY_SHARE = 0.25;
function memoryCapMs(budgetMs) {
    return budgetMs * MEMORY_SHARE;
}
/**
 * The fixed-cost pass (docs/benchmark.md, "Fixed cost of a call") may take this share of the budget, at least
 * FIXED_COST_MIN_MS (what its fewest blocks of short calls need) and at most FIXED_COST_MAX_MS.
 */
const FIXED_COST_SHARE = 0.005;
const FIXED_COST_MIN_MS = 100;
const FIXED_COST_MAX_MS = 300;
function fixedCostCapMs(budgetMs) {
    return Math.min(FIXED_COST_MAX_MS, Math.max(FIXED_COST_MIN_MS, budgetMs * FIXED_COST_SHARE));
}

;// CONCATENATED MODULE: ./build/src/bench/memory-protocol.js
/**
 * onnxruntime's memory settings every session of the gate uses (src/bench/child/session.ts): the CPU arena and
 * memory patterns are onnxruntime's defaults, stated so the record says what the peaks were measured under;
 * the CUDA arena grows by powers of two (its default strategy) and is never shrunk.
 */
const ARENA_SETTINGS = {
    enableCpuMemArena: true,
    enableMemPattern: true,
    cudaArenaExtendStrategy: 'kNextPowerOfTwo',
};

;// CONCATENATED MODULE: ./build/src/bench/ort-messages.js

// onnxruntime's errors are written for its developers: a source path, a C++ signature, then the reason, all
// on one long line. Users get the reason, and for the failures they can fix by re-exporting (too new an IR
// or opset, an operator the runtime lacks) a sentence that says what to do. Both sides of the process
// boundary use these words: the child for what the runtime threw, the parent for what it logged to stderr.
/** Strips '/onnxruntime_src/…/file.cc:123 <C++ signature>(…) ' prefixes and the 'Load model from X failed:' envelope. */
function runtimeMessage(error) {
    let text = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
    text = text.replace(/^Load model from .*? failed: ?/, '');
    for (;;) {
        const at = /(?:\/onnxruntime_src\/|[A-Za-z]:\\)\S+:\d+ /.exec(text) ?? /\b[\w.]+\.(?:cc|cpp|h):\d+ /.exec(text);
        if (!at)
            break;
        text = text.slice(0, at.index) + skipSignature(text.slice(at.index + at[0].length));
    }
    return text.length > 400 ? `${text.slice(0, 397)}...` : text;
}
/** After 'file.cc:123 ' comes a C++ signature ending in its balanced ')' (maybe ' const [with T = …]'), or a bare name. */
function skipSignature(rest) {
    if (!/^[\w:<>,*&~ ]*::[\w<>~]*\(/.test(rest))
        return rest.replace(/^\w+ (?=\S)/, '');
    let depth = 0;
    for (let i = rest.indexOf('('); i < rest.length; i++) {
        if (rest[i] === '(')
            depth++;
        else if (rest[i] === ')' && --depth === 0)
            return rest
                .slice(i + 1)
                .replace(/^ const\b/, '')
                .replace(/^ \[with [^\]]*\]/, '')
                .trimStart();
    }
    return rest;
}
/** A session that could not be created: the reason, and the fix when the reason is a known one. */
function loadFailure(arm, file, error, ortVersion) {
    const reason = runtimeMessage(error);
    const model = `The ${arm} model '${file}'`;
    const ir = /Unsupported model IR version: (\d+), max supported IR version: (\d+)/.exec(reason);
    if (ir) {
        return new UserError(`${model} has ONNX IR version ${ir[1]}, but onnxruntime ${ortVersion} reads at most IR version ${ir[2]}; save it with an older onnx package (or a runtime that supports it)`);
    }
    const opset = /Opset (\d+) is under development.*Current official support for domain (\S+) is till opset (\d+)/.exec(reason);
    if (opset) {
        return new UserError(`${model} uses opset ${opset[1]} of ${opset[2]}, but onnxruntime ${ortVersion} supports up to opset ${opset[3]}; export it with opset_version=${opset[3]} or lower`);
    }
    const unregistered = /(?:([\w.]+):)?(\w+)\(-?\d+\) is not a registered function\/op|No Op registered for (\w+) with domain_version of (\d+)/.exec(reason);
    if (unregistered) {
        const op = unregistered[2] ?? unregistered[3];
        const domain = unregistered[1] ? ` from domain '${unregistered[1]}'` : '';
        return new UserError(`${model} uses the operator '${op}'${domain}, which onnxruntime ${ortVersion} does not implement (a custom op, or one from a newer opset); export it without custom ops or with a supported opset`);
    }
    if (/Protobuf parsing failed/.test(reason)) {
        return new UserError(`${model} could not be parsed by onnxruntime (Protobuf parsing failed): the file is damaged, or it nests subgraphs (If/Loop/Scan) deeper than protobuf's limit; export it again`);
    }
    return new UserError(`${model} could not be loaded by onnxruntime: ${reason}`);
}
/** A run that threw: onnxruntime's reason, quoted. */
function runFailure(arm, error) {
    return new UserError(`The ${arm} model failed when run: ${runtimeMessage(error)}`);
}
const ORT_LOG_HINT = "rerun with debug output for onnxruntime's log";
/**
 * The child cannot see its own stderr, where onnxruntime logs why a provider failed (a missing symbol, the
 * file it tried): the parent, which can, puts the last logged error in place of the hint to look for it.
 */
function withOrtLog(message, stderr) {
    if (!message.endsWith(ORT_LOG_HINT))
        return message;
    const logged = stderr
        .split('\n')
        .filter((l) => l.includes('[E:onnxruntime'))
        .at(-1);
    if (!logged)
        return message;
    const text = runtimeMessage(logged.replace(/\x1b\[[0-9;]*m/g, '').replace(/^.*?\[E:onnxruntime[^\]]*\]\s*/, '')).replace(/"/g, "'");
    return `${message.slice(0, -ORT_LOG_HINT.length)}onnxruntime's log says: "${text}"`;
}
/**
 * onnxruntime's own words when a GPU provider cannot start after preflight passed (a library that loads but
 * fails to initialise, an out-of-memory device, a device busy in exclusive mode): kept, with what to check.
 * Returns undefined for errors that are about the model, which the model messages explain better.
 */
function providerLoadFailure(target, error) {
    if (target.provider === 'cpu')
        return undefined;
    const reason = runtimeMessage(error);
    if (!/shared library|providers_(cuda|tensorrt|shared)|CUDA|cuDNN|TensorRT|cudaError|CUBLAS|device/i.test(reason))
        return undefined;
    return new UserError(`onnxruntime could not start the ${target.provider === 'tensorrt' ? 'TensorRT' : 'CUDA'} provider on GPU ${target.deviceId} (${reason}), although preflight found the driver and libraries; check that the provider libraries are the bundled onnxruntime version's own and the GPU is free; ${ORT_LOG_HINT}`);
}

;// CONCATENATED MODULE: ./build/src/gpu/provider-options.js
const CPU_TARGET = { provider: 'cpu', deviceId: 0 };
/**
 * The execution providers for a session. The Node binding reads only `deviceId` from the CUDA and TensorRT
 * options. TensorRT is followed by CUDA so that nodes TensorRT does not take run on the GPU, not the CPU;
 * 'cpu' comes last in every list because onnxruntime places on it what no GPU provider claims (that is
 * node placement only: a GPU provider that fails to load fails the session, it never falls back).
 */
function executionProviders(target) {
    const cuda = { name: 'cuda', deviceId: target.deviceId };
    if (target.provider === 'cuda')
        return [cuda, 'cpu'];
    if (target.provider === 'tensorrt')
        return [{ name: 'tensorrt', deviceId: target.deviceId }, cuda, 'cpu'];
    return ['cpu'];
}

;// CONCATENATED MODULE: ./build/src/bench/child/session.js




/**
 * Identical options for both models. Spinning is off because two interleaved sessions with spinning threads
 * steal each other's cores (p50 tripled in our measurements); thread counts are explicit so a default that
 * depends on the machine never differs between the arms.
 */
function sessionOptions(threads, target = CPU_TARGET) {
    return {
        executionProviders: executionProviders(target),
        intraOpNumThreads: threads,
        interOpNumThreads: 1,
        executionMode: 'sequential',
        graphOptimizationLevel: 'all',
        // onnxruntime's defaults, stated: the memory figures of the record were measured under them.
        enableCpuMemArena: ARENA_SETTINGS.enableCpuMemArena,
        enableMemPattern: ARENA_SETTINGS.enableMemPattern,
        extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
    };
}
/** The settings a session gets from these options, for the record; what they leave out is onnxruntime's default. */
function describeSessionOptions(options) {
    const session = options.extra?.session ?? {};
    const spins = (pool) => {
        const value = session[pool];
        return typeof value === 'object' ? value.allow_spinning !== '0' : true;
    };
    return {
        intraOpThreads: options.intraOpNumThreads ?? 0,
        interOpThreads: options.interOpNumThreads ?? 0,
        executionMode: options.executionMode ?? 'sequential',
        graphOptimization: options.graphOptimizationLevel ?? 'all',
        spinning: spins('intra_op') || spins('inter_op'),
        cpuMemArena: options.enableCpuMemArena ?? true,
        memPattern: options.enableMemPattern ?? true,
        prepacking: session.disable_prepacking !== '1',
    };
}
async function loadSession(arm, file, threads, target = CPU_TARGET) {
    try {
        return await external_onnxruntime_node_namespaceObject.InferenceSession.create(file, sessionOptions(threads, target));
    }
    catch (error) {
        throw providerLoadFailure(target, error) ?? loadFailure(arm, file, error, external_onnxruntime_node_namespaceObject.env.versions?.node ?? 'unknown');
    }
}
function tensorInfo(meta) {
    if (!meta.isTensor)
        return { name: meta.name, type: 'non-tensor', shape: [] };
    return { name: meta.name, type: meta.type, shape: meta.shape.map((d) => (typeof d === 'number' && d < 0 ? '' : d)) };
}
function readSignature(session) {
    return { inputs: session.inputMetadata.map(tensorInfo), outputs: session.outputMetadata.map(tensorInfo) };
}
function toFeeds(tensors) {
    const feeds = {};
    for (const t of tensors)
        feeds[t.name] = new external_onnxruntime_node_namespaceObject.Tensor(t.type, t.data, t.dims);
    return feeds;
}
async function runOnce(arm, session, feeds) {
    try {
        return await session.run(feeds);
    }
    catch (error) {
        throw runFailure(arm, error);
    }
}

;// CONCATENATED MODULE: ./build/src/bench/child/agreement-run.js






function toOutputTensor(name, tensor) {
    const data = tensor.type === 'float16'
        ? Float32Array.from(tensor.data, fromFloat16Bits)
        : tensor.data;
    return { name, type: tensor.type, dims: [...tensor.dims], data };
}
/** Only tensor outputs can be compared element by element; sequences and maps are left out of both sides. */
function tensorsOnly(signature, quantized) {
    return { inputs: signature.inputs, outputs: signature.outputs.filter((o) => o.type !== 'non-tensor'), quantized };
}
/**
 * Runs both models on the same seeded agreement samples (separate from the timing inputs) and compares their
 * outputs. Bounded in time so a slow model still leaves most of the budget for latency: the samples that
 * fit are compared and the record says how many. Inputs from 'inputs' are the same in every sample (only
 * synthesized inputs vary); when the user gave every input there is one sample, their data, and no random
 * data of another distribution is mixed in to fail a comparison the user cannot act on.
 */
async function checkAgreement(arms, signatures, job, elapsedMs, fitted) {
    const settings = job.agreement;
    if (!settings.enabled)
        return skippedAgreement("'agreement' is off");
    const sigs = {
        baseline: tensorsOnly(signatures.baseline, settings.quantized.baseline),
        candidate: tensorsOnly(signatures.candidate, settings.quantized.candidate),
    };
    const signatureDiff = diffSignatures(sigs.baseline, sigs.candidate, settings.outputMap);
    if (signatureDiff.some((row) => row.kind === 'input'))
        return inputChangeAgreement(signatureDiff, settings.allowSignatureChange);
    const deadline = elapsedMs() + agreementCapMs(job.budgetMs);
    const outputs = { baseline: { samples: [] }, candidate: { samples: [] } };
    const samples = fitted.complete ? 1 : settings.samples;
    for (let sample = 1; sample <= samples && elapsedMs() < deadline; sample++) {
        for (const arm of ['baseline', 'candidate']) {
            const { tensors } = synthesizeInputs(signatures[arm].inputs, {
                shapes: fitted.shapes,
                values: job.values,
                seed: job.seed,
                sample,
                given: fitted.given[arm],
            });
            const result = await runOnce(arm, arms[arm].session, toFeeds(tensors));
            const tensorOutputs = sigs[arm].outputs.flatMap((o) => result[o.name] ? [toOutputTensor(o.name, result[o.name])] : []);
            outputs[arm].samples.push(tensorOutputs);
        }
    }
    const result = compareOutputs({
        baseline: outputs.baseline,
        candidate: outputs.candidate,
        baselineSig: sigs.baseline,
        candidateSig: sigs.candidate,
        outputMap: settings.outputMap,
        tolerances: settings.tolerances,
        allowSignatureChange: settings.allowSignatureChange,
        ...(settings.float16 ? { precision: 'float16' } : {}),
    });
    if (outputs.baseline.samples.length < samples) {
        result.warnings = [
            ...(result.warnings ?? []),
            `only ${outputs.baseline.samples.length} of ${samples} agreement samples fit in 15 % of 'max-duration'`,
        ];
    }
    if (fitted.complete) {
        result.warnings = [
            ...(result.warnings ?? []),
            "compared on the one sample given by 'inputs' ('agreement-samples' varies only synthesized inputs)",
        ];
    }
    return result;
}

// EXTERNAL MODULE: ./node_modules/protobufjs/minimal.js
var minimal = __nccwpck_require__(170);
;// CONCATENATED MODULE: ./build/src/models/no-work-model.js


/** The output types ConstantOfShape fills up to opset 19: a model with any other output is skipped. */
const FILLABLE = new Set([
    'float16',
    'float32',
    'float64',
    'int8',
    'int16',
    'int32',
    'int64',
    'uint8',
    'uint16',
    'uint32',
    'uint64',
    'bool',
]);
/**
 * Filling outputs larger than this is work that grows with their size, not a fixed cost of the call; a model
 * whose outputs are this big is not one whose calls are short enough for the fixed cost to matter.
 */
const MAX_OUTPUT_BYTES = 16 * 1024 ** 2;
const OPSET = 17;
const IR_VERSION = 8;
const INT64 = 7;
const ATTRIBUTE_TENSOR = 4;
const LENGTH_DELIMITED = 2;
const VARINT = 0;
const tag = (w, field, wire) => w.uint32((field << 3) | wire);
const message = (field, body) => (w) => {
    tag(w, field, LENGTH_DELIMITED);
    w.fork();
    body(w);
    w.ldelim();
};
const no_work_model_text = (field, value) => (w) => tag(w, field, LENGTH_DELIMITED).string(value);
const varint = (field, value) => (w) => tag(w, field, VARINT).int64(value);
const no_work_model_all = (...parts) => (w) => {
    for (const part of parts)
        part(w);
};
/** ValueInfoProto: name, TypeProto.tensor_type with elem_type and a shape of fixed dims. */
function valueInfo(field, tensor, elemType) {
    const dims = tensor.dims.map((d) => message(1, varint(1, d)));
    return message(field, no_work_model_all(no_work_model_text(1, tensor.name), message(2, message(1, no_work_model_all(varint(1, elemType), message(2, no_work_model_all(...dims)))))));
}
/** TensorProto: dims, data_type, name, raw_data. */
function tensorProto(name, dims, dataType, raw) {
    return no_work_model_all(...dims.map((d) => varint(1, d)), varint(2, dataType), no_work_model_text(8, name), (w) => tag(w, 9, LENGTH_DELIMITED).bytes(raw));
}
function int64Raw(values) {
    const raw = new Uint8Array(values.length * 8);
    const view = new DataView(raw.buffer);
    values.forEach((v, i) => view.setBigInt64(i * 8, BigInt(v), true));
    return raw;
}
/** A name no input or output uses, for the shape constants. */
function freshName(base, taken) {
    let name = base;
    for (let k = 1; taken.has(name); k++)
        name = `${base}_${k}`;
    taken.add(name);
    return name;
}
/** The no-work model of a call with these inputs and outputs, or why none can be written. */
function noWorkModel(inputs, outputs) {
    const inputNames = new Set(inputs.map((i) => i.name));
    const taken = new Set([...inputNames, ...outputs.map((o) => o.name)]);
    const graph = [no_work_model_text(2, 'no-work')];
    let outputBytes = 0;
    for (const input of inputs) {
        const elemType = dataTypeOf(input.type);
        if (elemType === undefined)
            return { bytes: null, reason: `the input '${input.name}' has the type ${input.type}` };
        graph.push(valueInfo(11, input, elemType));
    }
    for (const [index, output] of outputs.entries()) {
        const elemType = dataTypeOf(output.type);
        if (elemType === undefined || !FILLABLE.has(output.type))
            return {
                bytes: null,
                reason: `the output '${output.name}' is a ${output.type} tensor, which no constant can stand for`,
            };
        outputBytes += storedBytes(elemType, output.dims.reduce((a, b) => a * b, 1));
        graph.push(valueInfo(12, output, elemType));
        // An output that is an input passes through as it does in the model itself.
        if (inputNames.has(output.name))
            continue;
        const shape = freshName(`no_work_shape_${index}`, taken);
        graph.push(message(5, tensorProto(shape, [output.dims.length], INT64, int64Raw(output.dims))));
        const value = tensorProto('value', [1], elemType, new Uint8Array(storedBytes(elemType, 1)));
        const attribute = message(5, no_work_model_all(no_work_model_text(1, 'value'), message(5, value), varint(20, ATTRIBUTE_TENSOR)));
        graph.push(message(1, no_work_model_all(no_work_model_text(1, shape), no_work_model_text(2, output.name), no_work_model_text(3, output.name), no_work_model_text(4, 'ConstantOfShape'), attribute)));
    }
    if (outputBytes > MAX_OUTPUT_BYTES)
        return {
            bytes: null,
            reason: `its outputs hold ${(outputBytes / 1024 ** 2).toFixed(0)} MiB a call: writing them is work that grows with their size`,
        };
    const writer = minimal.Writer.create();
    no_work_model_all(varint(1, IR_VERSION), no_work_model_text(2, 'latency-gate'), message(7, no_work_model_all(...graph)), message(8, no_work_model_all(no_work_model_text(1, ''), varint(2, OPSET))))(writer);
    return { bytes: writer.finish(), reason: null };
}

;// CONCATENATED MODULE: ./build/src/bench/child/timing.js

/** V8's collector, exposed by --expose-gc in the benchmark child (engine.ts); absent anywhere else. */
const collector = globalThis.gc;
/**
 * Collects garbage between blocks, never inside a timed call: each run allocates output tensors, and a
 * collection triggered by that allocation would otherwise land in some timed call of whichever arm
 * happened to fill the young generation. A minor collection (~0.05 ms) before every block empties it; a
 * full one (~2-3 ms) once per cycle keeps the old generation from growing into an incremental mark.
 */
function collectGarbage(kind) {
    collector?.({ type: kind });
}
/**
 * The timed loop. Nothing but the call sits between the two clock reads, and the only other work is one
 * subtraction and a typed-array store, so the harness adds well under the ~2 µs per call budget
 * (npm run bench:overhead compares it with a bare `await session.run()` loop). The first `untimed` calls
 * run but are not timed: the first call after switching sessions finds the other session's data in the
 * caches, and both arms drop it alike. With `waits` each call's waits for a CPU come off its time.
 */
async function timeBlock(session, feeds, calls, out, untimed = 0, waits = null, clock = performance) {
    for (let i = 0; i < untimed; i++)
        await session.run(feeds);
    // A preallocated typed array and performance.now() (a double, no BigInt allocation) keep the loop lean;
    // the conversion to µs and the copy into `out` happen after the last call.
    const times = new Float64Array(calls);
    if (waits)
        await timeWithoutWaits(session, feeds, times, waits, clock);
    else
        for (let i = 0; i < calls; i++) {
            const start = clock.now();
            await session.run(feeds);
            times[i] = clock.now() - start;
        }
    for (let i = 0; i < calls; i++)
        out.push((times[i] ?? 0) * 1000);
}
/**
 * Each call's time less what the thread spent waiting for a CPU during it (run-queue.ts): a neighbour's slice
 * is not the model's. The clock is read outside the timed span, so a wait that lands between a read and the
 * call's clock is taken off too; when the wait is longer than the call itself the call keeps its own time
 * (it can only be that, and it is one call in thousands).
 */
async function timeWithoutWaits(session, feeds, times, waits, clock) {
    for (let i = 0; i < times.length; i++) {
        const waitedBefore = waits.waitedNs();
        const start = clock.now();
        await session.run(feeds);
        const ms = clock.now() - start;
        const waitedMs = (waits.waitedNs() - waitedBefore) / 1e6;
        times[i] = waitedMs < ms ? ms - waitedMs : ms;
    }
}
/**
 * The monotonic clock's tick, in µs: models must be much slower than this to be timed per call. The step
 * between two distinct reads is a multiple of the tick, but it is also at least what one read costs
 * (0.1-0.2 µs on x86, more on some virtual clocks), and a fine clock read slowly shows steps of many ticks.
 * The read cost is the same constant in every call of both arms, not a step a time can fall between, so
 * it must not stand in for the tick.
 */
function timerResolutionUs(clock = performance) {
    const stepsUs = [];
    for (let i = 0; i < 2000; i++) {
        const a = clock.now();
        let b = clock.now();
        while (b === a)
            b = clock.now();
        stepsUs.push((b - a) * 1000);
    }
    return tickOf(stepsUs);
}
/** Below this two steps are one value read through the double's rounding (a nanosecond clock's unit is 1e-3 µs). */
const SAME_STEP_US = 1e-4;
/**
 * The tick that the observed steps are multiples of: the smallest step, or the smallest gap between two
 * different steps when that is finer. A coarse clock shows steps of one tick (a read sees it repeat, then
 * move by one), so both agree; a nanosecond clock read in 0.18 µs shows steps of 180, 181, 183 ns, whose
 * gaps are its nanosecond. Steps that never vary keep the smallest step, the bound the reads prove.
 */
function tickOf(stepsUs) {
    const steps = [...stepsUs].sort((a, b) => a - b);
    let tick = steps[0] ?? 0;
    for (let i = 1; i < steps.length; i++) {
        const gap = (steps[i] ?? 0) - (steps[i - 1] ?? 0);
        if (gap > SAME_STEP_US)
            tick = Math.min(tick, gap);
    }
    return tick;
}
/** A call must last at least this many timer ticks for its per-call time to mean anything. */
const MIN_TICKS_PER_CALL = 50;
function refuseTooFast(medianUs, resolutionUs) {
    const fastest = Math.min(medianUs.baseline, medianUs.candidate);
    if (fastest < MIN_TICKS_PER_CALL * resolutionUs) {
        throw new UserError(`A model call takes ${fastest.toFixed(3)} µs, less than ${MIN_TICKS_PER_CALL}× this machine's timer resolution (${resolutionUs.toFixed(3)} µs), so per-call times would be mostly clock steps; gate a larger input (raise the batch with 'input-shapes') or run on a machine with a finer clock`);
    }
}

;// CONCATENATED MODULE: ./build/src/bench/child/fixed-cost-run.js





// The fixed cost of a call (docs/benchmark.md, "Fixed cost of a call"): a model with each arm's inputs and outputs
// and no work, made in memory, on the timed sessions' options and feeds, in a short pass of its own between
// warm-up and the rounds, so nothing of it enters a round. Its blocks alternate with blocks of the models
// themselves and each call is timed as the rounds time theirs, so the share compares medians taken under the
// same load (docs/decisions/0121-time-fixed-cost-beside-the-model.md). Whatever stops the pass
// leaves the run as it was.
const ARMS = ['baseline', 'candidate'];
/** Cycles of blocks; with fewer than FEWEST_CYCLES in the time kept, nothing is recorded. */
const CYCLES = 20;
const FEWEST_CYCLES = 5;
/** How long a block aims to run: long enough to settle after the switch, short next to a neighbour's slice. */
const BLOCK_TARGET_US = 1_000;
const WARM_CALLS = 200;
/**
 * Calls at least this long are not timed again: a fixed cost of tens of µs is then a percent or less of them,
 * and warm-up's median is close enough to say so.
 */
const LONG_CALL_US = 2_000;
/** The inputs and outputs of one call as it ran: names, onnxruntime's type names, concrete dims. */
function callTensors(values, names) {
    const tensors = [];
    for (const name of names) {
        const value = values[name];
        if (!(value instanceof external_onnxruntime_node_namespaceObject.Tensor))
            return `'${name}' is not a tensor`;
        tensors.push({ name, type: value.type, dims: value.dims });
    }
    return tensors;
}
async function noWorkBytes(arm, arms, signature) {
    const sequence = signature.outputs.find((o) => o.type === 'non-tensor');
    if (sequence)
        return `the ${arm}'s output '${sequence.name}' is a sequence or a map`;
    const { session, feeds } = arms[arm];
    // One call of the model itself gives every output's type and dims, dynamic ones included.
    const outputs = callTensors(await runOnce(arm, session, feeds), session.outputNames);
    if (typeof outputs === 'string')
        return `the ${arm}'s output ${outputs}`;
    const inputs = callTensors(feeds, Object.keys(feeds));
    if (typeof inputs === 'string')
        return `the ${arm}'s input ${inputs}`;
    const model = noWorkModel(inputs, outputs);
    return model.bytes ?? `no model without work stands for the ${arm}: ${model.reason}`;
}
async function warmCallUs(session, feeds) {
    const start = performance.now();
    for (let i = 0; i < WARM_CALLS; i++)
        await session.run(feeds);
    return ((performance.now() - start) * 1000) / WARM_CALLS;
}
const blockCalls = (callUs) => Math.max(1, Math.round(BLOCK_TARGET_US / Math.max(callUs, 0.001)));
const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? NaN;
async function measureFixedCost(arms, signatures, pass) {
    const skipped = (reason) => ({ status: 'skipped', reason, us: null, callUs: null });
    if (pass.target.provider !== 'cpu')
        return skipped('measured on the CPU only: on a GPU a call also copies data the model without work never moves');
    const until = performance.now() + fixedCostCapMs(pass.budgetMs);
    const opened = [];
    try {
        const bytes = {};
        for (const arm of ARMS) {
            const made = await noWorkBytes(arm, arms, signatures[arm]);
            if (typeof made === 'string')
                return skipped(made);
            bytes[arm] = made;
        }
        const same = Buffer.compare(bytes.baseline, bytes.candidate) === 0;
        const noWork = {};
        for (const arm of ARMS) {
            if (same && arm === 'candidate')
                break;
            const session = await external_onnxruntime_node_namespaceObject.InferenceSession.create(bytes[arm], sessionOptions(pass.threads, pass.target));
            opened.push(session);
            const feeds = arms[arm].feeds;
            const callUs = await warmCallUs(session, feeds);
            noWork[arm] = { session, feeds, callUs, calls: blockCalls(callUs), times: [] };
        }
        if (same)
            noWork.candidate = noWork.baseline;
        const long = Math.max(pass.medianUs.baseline, pass.medianUs.candidate) >= LONG_CALL_US;
        const model = (arm) => {
            const callUs = pass.medianUs[arm];
            return { ...arms[arm], callUs, calls: blockCalls(callUs), times: [] };
        };
        const models = { baseline: model('baseline'), candidate: model('candidate') };
        const cycle = [
            ...new Set([noWork.baseline, noWork.candidate]),
            ...(long ? [] : [models.baseline, models.candidate]),
        ];
        const cycleMs = cycle.reduce((ms, t) => ms + ((t.calls + 1) * t.callUs) / 1000, 0);
        let cycles = 0;
        for (; cycles < CYCLES && performance.now() + cycleMs < until; cycles++) {
            for (const timed of cycle) {
                collectGarbage('minor');
                // The first call of a block is not timed, as in the rounds: it finds the other session's data in the caches.
                await timeBlock(timed.session, timed.feeds, timed.calls, timed.times, 1);
            }
        }
        if (cycles < FEWEST_CYCLES)
            return skipped(`too few calls fit in the ${fixedCostCapMs(pass.budgetMs).toFixed(0)} ms kept for this pass`);
        const callUs = (arm) => (long ? pass.medianUs[arm] : median(models[arm].times));
        return {
            status: 'measured',
            reason: null,
            us: { baseline: median(noWork.baseline.times), candidate: median(noWork.candidate.times) },
            callUs: { baseline: callUs('baseline'), candidate: callUs('candidate') },
        };
    }
    catch (error) {
        const why = (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 300);
        return skipped(`the model without work could not be run: ${why}`);
    }
    finally {
        for (const session of opened)
            await session.release().catch(() => undefined);
    }
}

;// CONCATENATED MODULE: ./build/src/bench/child/channel.js
const started = performance.now();
const elapsedMs = () => performance.now() - started;
function send(message) {
    return new Promise((resolve) => {
        if (!process.send)
            return resolve();
        process.send(message, undefined, {}, () => resolve());
    });
}
let pendingLook;
/** Asks the parent whether the data so far decide every metric. The child waits, so analysis never overlaps timing. */
function askParent(index, of) {
    return new Promise((resolve) => {
        pendingLook = resolve;
        void send({ type: 'look', index, of, elapsedMs: elapsedMs() });
    });
}
// A parent that dies (killed, or its terminal closed) closes the IPC channel: nobody is left to read the
// rounds, so the child exits at once instead of burning a core until its own budget ends.
process.on('disconnect', () => process.exit(0));
function onJob(handler) {
    process.on('message', (message) => {
        if (message.type === 'look-result') {
            pendingLook?.({
                stop: message.stop,
                profile: message.profile,
                growPairs: message.growPairs === true,
                ...(typeof message.spreadRatio === 'number' ? { spreadRatio: message.spreadRatio } : {}),
            });
            pendingLook = undefined;
        }
        else if (message.type === 'job') {
            // A memory job is answered by memory-run.ts.
            handler(message.job);
        }
    });
}

;// CONCATENATED MODULE: ./build/src/stats/policy.js
// Every tuning constant of the statistics in one place (docs/statistics.md): what it is for, why it has its
// value, and the result that supports it (`decision-sim#<check>` in bench/results/decision-sim.json,
// `gate-quality#<check>` in bench/results/gate-quality.json). The modules that use a constant re-export it from
// here. The interval adjustments are not constants but an ordered list of steps (interval-adjustments.ts); the
// constants they read are here. Sections follow the method's order; the planner's constants follow the last.
// ==== Levels and looks ====
/**
 * The whole run's error rate: 99 % intervals, spent across the looks (docs/statistics.md, "Looks").
 * Evidence: decision-sim#a-a-t2-bias-1pct-60s-false.
 */
const CONFIDENCE = 0.99;
/**
 * Bootstrap replicates a look asks for; replicatesNeeded raises them where the interval's tails need more.
 * Evidence: gate-quality#example-time-quiet.
 */
const RESAMPLES = 2000;
/**
 * Where the looks fall, as shares of the measuring window: front-loaded, because most pull requests change
 * latency either not at all or clearly, and both are usually decided within seconds; the later looks are
 * for the close calls. Bonferroni (sequential.ts) charges every look the same, so where they fall costs nothing,
 * but each added look costs every interval width. At the default 60 s the first look comes at about 5.5 s
 * of measuring (at 15 % it came at 8 s, and the example pair took 10 s to decide; now 7); at 15 s
 * `min-duration` (5 s) sets it. A fifth look between the first two decided the middle cases sooner but
 * cost +6 % on a 20 ms model 3 points of power in the decision simulation.
 * Evidence: decision-sim#plus6pct-20-ms-60s-p50-regression, gate-quality#example-time-quiet.
 */
const LOOK_FRACTIONS = [0.1, 0.3, 0.55, 1];
/**
 * Percentile intervals read their ends from the replicates' tails; each tail must hold at least this many
 * replicates or an end is decided by one or two draws. At a Bonferroni per-look level of 99.75 % that
 * means 8,000 replicates, which the anchored walk affords.
 * Evidence: decision-sim#a-a-0-05-ms-60s-coverage.
 */
const MIN_TAIL_REPLICATES = 10;
// ==== Verdict rules ====
/**
 * Default noise floors: the between-arm bias that interleaving cannot remove and the interval cannot see
 * (order effects that randomization balances only on average, code and data alignment of the two sessions,
 * which alone moves timings by 1-2 %). p50 is an order statistic in the body of the distribution and moves
 * least: 1 %. p95 sits where scheduling and cache eviction live and shifts more between two identical
 * arms: 3 %. A calibrated A/A noise profile (calibration.ts) should replace these on a known runner.
 * Evidence: gate-quality#identical-false-verdicts, decision-sim#plus4pct-60s-p50-sub-threshold-regression.
 */
const DEFAULT_NOISE_FLOOR = { p50: 0.01, p95: 0.03 };
/**
 * How far past the threshold a change must be seen, as a share of the interval's half on that side: the
 * estimate moved this share of the way toward the interval's end nearer 1 must still be past the threshold.
 * 0 would test the estimate itself, which calls changes just under the threshold regressions far too often;
 * halfway lost power on a true +6 %; 0.4 keeps both within their targets (docs/decisions/0001-threshold-share.md;
 * decision-sim#plus4pct-60s-p50-sub-threshold-regression, decision-sim#plus6pct-20-ms-60s-p50-regression).
 * Evidence: decision-sim#plus4pct-60s-p50-sub-threshold-regression, decision-sim#plus6pct-20-ms-60s-p50-regression.
 */
const THRESHOLD_SHARE = 0.4;
// ==== Session pairs ====
/**
 * Built-in prior: measured on the example MLP, session-to-session p50 differed by 0.1-0.35 % and p95 by up
 * to 4.7 %. It floors the run's own τ̂ (pairBiasMargin). The weight says how many pair-degrees of freedom
 * a calibration's τ rests on (calibration.ts); the built-in one rests on about one run's worth.
 * Evidence: gate-quality#identical-pass-quiet, decision-sim#a-a-0-05-ms-60s-coverage.
 */
const DEFAULT_BETWEEN_PAIR = {
    p50: { sd: 0.003, weight: 4 },
    p95: { sd: 0.02, weight: 4 },
};
/**
 * Replicates per pair for its own sampling variance: a weight, not an interval end, needs no more.
 * Evidence: decision-sim#a-a-bias-2pct-20-ms-60s-coverage.
 */
const PAIR_RESAMPLES = 200;
/**
 * A pair's own variance counts up to this many times what its share of the rounds gives: the bootstrap of a
 * quantile over a pair's few calls is itself unreliable (for p95 over 5 calls it resamples a maximum).
 * Uncapped, τ̂ fell too far under a real session bias and p95 intervals missed more often than they claim; a
 * tight cap cost slow identical pairs their decisions. 16 kept both within their targets in the decision
 * simulation (docs/statistics.md, "Ratio interval").
 * Evidence: decision-sim#a-a-bias-2pct-20-ms-60s-coverage, decision-sim#a-a-20-ms-60s-false.
 */
const NOISIER_THAN_SHARE = 16;
/**
 * A pair's sampling variance is floored here before it becomes a weight: a pair whose calls all tie (a coarse
 * timer) would otherwise weigh infinitely.
 * Evidence: none needed: a numerical guard, far below any measured pair variance.
 */
const MIN_PAIR_VARIANCE = (/* unused pure expression or super */ null && (0.0005 ** 2));
/**
 * Calls on each side of a quantile's level that show which pairs the pooled quantile rests on (effectivePairs):
 * narrow enough to stay on the level's side of the distribution (p95: the 91st to the 99th percentile)...
 * Evidence: decision-sim#a-a-big-bias-2pct-60s-coverage.
 */
const INFLUENCE_BAND = 0.04;
/**
 * ...and wide enough to hold this many calls per pair on average, or the counts' own noise, not the pairs'
 * weights, sets K_eff (a 20 ms model's 45 renewed pairs hold 13 calls each, 1 of them near p95). A run that
 * short widens the band toward each pair's share of all calls, which still sees the renewed pairs' weights.
 * Evidence: decision-sim#a-a-bias-2pct-20-ms-60s-coverage.
 */
const INFLUENCE_CALLS_PER_PAIR = 16;
/**
 * Fewer pairs than this cannot show the between-pair spread well enough to lean on it: with K − 1 = 1 degree
 * of freedom the t quantile is 64 (at 99 %). Such runs take τ from the prior, floored by UNSEEN_BETWEEN_PAIR.
 * Evidence: decision-sim#a-a-bias-2pct-2-pair-60s-false, decision-sim#a-a-bias-4pct-3-pairs-60s-coverage.
 */
const MIN_PAIRS_FOR_SPREAD = 3;
/**
 * The largest between-pair sd (log ratio) a run with fewer than MIN_PAIRS_FOR_SPREAD pairs must allow for when
 * no calibration says otherwise: two sessions of one model differing by 4 % (p50) or 6 % (p95) each, so a pair
 * by √2 times that. The decision simulation's worst session bias (docs/statistics.md, "Simulation suite"). A noise
 * profile's τ (measured over many pairs) replaces it.
 * Evidence: decision-sim#a-a-bias-4pct-1-pair-60s-false, decision-sim#a-a-bias-4pct-20-ms-2-pairs-false.
 */
const UNSEEN_BETWEEN_PAIR = { p50: 0.04 * Math.SQRT2, p95: 0.06 * Math.SQRT2 };
/**
 * The level at which one or two pairs allow for a bias they cannot see. At the run's 99 %, 1 % of runs whose
 * pairs landed beyond the assumed spread get through, which the simulation showed as false verdicts for two
 * pairs under the session bias the prior assumes. Here the
 * false-verdict target (0.3 % of runs) is split over the four ways a run can go wrong (p50 and p95, either
 * side), 0.075 % each: a bias must be 3.2 standard deviations out.
 * Evidence: decision-sim#a-a-bias-2pct-2-pair-60s-false.
 */
const FEW_PAIRS_CONFIDENCE = 0.9985;
/**
 * Serial correlation (serial.ts): the batch counts whose batch-means variance ratio is tested. Several, because
 * how far the correlation reaches is not known: 32 batches see correlation over a few rounds with a steady
 * ratio, 8 see episodes that last a tenth of the run (fewer would make the ratio itself too noisy to use).
 * Evidence: decision-sim#a-a-ar-1-per-arm-60s-coverage, decision-sim#a-a-ar-1-slow-shares-60s-coverage.
 */
const SERIAL_BATCHES = (/* unused pure expression or super */ null && ([4, 8, 16, 32]));
/**
 * The chance that independent rounds pass the serial-correlation test at some batch count (split over the
 * counts, Bonferroni): small, because a chance pass widens an interval by √F · t/z, which with 4 batches is
 * several times. Evidence: decision-sim#a-a-0-05-ms-60s-false (time to decide).
 */
const SERIAL_SIGNIFICANCE = 0.001;
/**
 * The share of calls on each side of a quantile's level over which the density of the log call times is read
 * for the rounds' scores: wide enough for a stable quotient, narrow enough to stay in the quantile's
 * neighbourhood (p95: the 92nd to the 98th percentile). Evidence: decision-sim#a-a-ar-1-slow-shares-60s-coverage.
 */
const SERIAL_DENSITY_BAND = 0.03;
// ==== Sessions in two modes ====
/**
 * The smallest gap between the modes (log scale, about 5 %) that counts: closer modes are within what session
 * biases and a threshold of a few percent already allow for.
 * Evidence: decision-sim#a-a-bimodal-sessions-60s-false.
 */
const MODE_GAP = 0.05;
/**
 * The least two-sided p of the test that both arms take the slow mode equally often, for the within-mode
 * estimate. Generous on purpose: the within-mode estimate cannot see a change of the mix, so a mix that merely
 * might differ goes to the pair-mean estimate, which can.
 * Evidence: decision-sim#bimodal-all-slow-candidate-60s-false.
 */
const MIX_ALPHA = 0.2;
/**
 * The least pairs for the within-mode estimate: what `auto` aims for. The mix test counts sessions, so with
 * fewer it sees almost nothing; even with 8, a candidate that takes the slow mode in two of three sessions
 * against the baseline's one in three goes unseen most of the time (docs/statistics.md, "Sessions in two modes").
 * Evidence: decision-sim#a-a-bimodal-sessions-60s-coverage, decision-sim#plus7pct-bimodal-sessions-60s-p50-regression.
 */
const MIN_WITHIN_MODE_PAIRS = 8;
// ==== Guards and the shape of the calls ====
/**
 * Rounds needed before any metric can be decided. The interval resamples whole rounds, so it learns how
 * much rounds differ only from the rounds it has; with fewer than ~20 the percentile bootstrap is known to
 * under-cover (its spread is biased low by √((n−1)/n) and its tails are a handful of distinct values).
 * Rounds are short (a few calls per block), so 20 costs little even for slow models.
 * Evidence: decision-sim#a-a-20-ms-15s-false.
 */
const MIN_ROUNDS = 20;
/**
 * Rounds in every session pair: a pair with one round shows no spread to resample (pairs.ts corrects the rest).
 * Evidence: decision-sim#a-a-bias-2pct-20-ms-60s-false.
 */
const MIN_ROUNDS_PER_PAIR = 2;
/**
 * Calls per arm before p95 can be decided: 400 puts 20 calls above the p95, the fewest from which the
 * tail's position is estimated at all (the order statistic's rank has a binomial standard deviation of
 * √(n · 0.05 · 0.95) ≈ 4.4 calls at n = 400, so the tail's top 20 calls still move it a lot).
 * Evidence: decision-sim#a-a-100-ms-60s-false.
 */
const MIN_CALLS_P95 = 400;
/**
 * Interference (tail.ts: hits that cluster in stretches of the run) breaks p95 in two ways. When it is 5 %
 * or more of an arm's calls, the p95 *is* interference: it measures the neighbours, not the model. Below
 * that, bursts that land evenly on both arms sit above both p95s and cancel (interleaving is for exactly
 * this), but an uneven share (one arm caught a burst the other missed) moves one arm's p95 and not the
 * other's: a gap of one percentage point is a fifth of the 5 % tail. Hits spread steadily over the whole
 * run are the model's own tail and never block: a real p95 regression must be called one.
 * Evidence: decision-sim#a-a-one-arm-bursts-60s-false, decision-sim#p95-x2-clustered-60s-p95-regression.
 */
const MAX_INTERFERENCE_SHARE = 0.05;
/** Evidence: decision-sim#a-a-one-arm-bursts-60s-false. */
const MAX_INTERFERENCE_GAP = 0.01;
/**
 * Sarle's cut-off: a uniform distribution scores exactly 5/9; one normal scores 1/3; two separated modes → 1.
 * Evidence: decision-sim#a-a-bimodal-sessions-60s-false (the cut-off itself is Sarle's).
 */
const BIMODALITY_CUTOFF = (/* unused pure expression or super */ null && (5 / 9));
/**
 * A call is "interference-hit" when it is slower than median + max(5 robust σ, median, 2 timer ticks).
 * 5 σ (σ = 1.4826 · MAD, consistent under normality) is far beyond an arm's own jitter; the median floor
 * keeps tight arms (MAD of a tick or two) and models with a naturally long tail (p95 at 1.5× the median is
 * common for small models) from flagging their own calls, so only calls at least 2× the median count,
 * which is what preemption, page faults and noisy neighbours produce.
 * Evidence: decision-sim#a-a-one-arm-bursts-60s-false, gate-quality#tail-p95-regression.
 */
const INTERFERENCE_ROBUST_SIGMAS = 5;
/** Evidence: decision-sim#p95-x2-steady-60s-p95-regression. */
const INTERFERENCE_MIN_FACTOR = 2;
/**
 * The run is cut into this many stretches of consecutive rounds (fewer for short runs, at least 5 rounds each).
 * Evidence: decision-sim#p95-x2-steady-60s-p95-regression.
 */
const TAIL_SEGMENTS = 8;
/**
 * Flagged in every report when other processes used a quarter of the machine, the benchmark waited for a
 * CPU a quarter of the time it was ready to run, or the hypervisor stole 5 %: from there the neighbours are
 * part of what was measured. `heavy` (the benchmark waited as long as it ran, a quarter stolen) is the
 * same flag, louder. Neither alone changes a verdict: that depends on the calls (see refusedMetrics).
 * Evidence: decision-sim#a-a-busy-0-05-ms-60s-false, gate-quality#identical-pass-both-busy.
 */
const DISTURBED = { otherShare: 0.25, waitShare: 0.25, stealShare: 0.05 };
/** Evidence: decision-sim#a-a-busy-20-ms-60s-false. */
const HEAVY = { waitShare: 0.5, stealShare: 0.25, loadPerCore: 3 };
/**
 * The smallest wait or steal share the sentence mentions: below it the share rounds to nothing.
 * Evidence: none needed: wording only, no verdict depends on it.
 */
const SHOWN_WAIT_SHARE = 0.005;
/**
 * The share of a look's calls hit by waits for a CPU from which p50 is refused too, not only p95: half the calls
 * moved is the median itself. Evidence: decision-sim#a-a-busy-20-ms-60s-false.
 */
const BOTH_METRICS_HIT_SHARE = 0.5;
/**
 * The trend guard (drift.ts) reads a pair's rounds from this many on: Spearman's ρ over fewer has no spread.
 * Evidence: decision-sim#a-a-drift-60s-false.
 */
const TREND_MIN_PAIR_ROUNDS = 3;
/**
 * The trend guard's least degrees of freedom over the pairs (Σ (n_k − 1)): below it the combined ρ is not judged.
 * Evidence: decision-sim#a-a-drift-60s-false.
 */
const TREND_MIN_DOF = 5;
// ==== Calibration ====
/**
 * Share of A/A runs that must pass at the smallest supported threshold (the rest may be inconclusive).
 * Evidence: gate-quality#plus5-calibrated-regression.
 */
const SUPPORTED_PASS_SHARE = 0.9;
/**
 * Calibrated τ never weighs more than this many pair-degrees of freedom against a run's own pairs.
 * Evidence: gate-quality#plus5-calibrated-regression.
 */
const MAX_PRIOR_WEIGHT = 60;
/**
 * Fewer A/A runs than this give a noise floor resting on too few samples: a 99 % bound on the A/A bias from a
 * handful of runs, and a 90th percentile of how far their intervals missed 1 that is really one of the
 * largest misses, so a short calibration can under-state the floor (docs/statistics.md, "Calibration").
 * Evidence: gate-quality#plus5-calibrated-regression.
 */
const RECOMMENDED_CALIBRATION_RUNS = 20;
// ==== Other measures (GPU rounds, memory, history) ====
/** Evidence: none in this repository: TensorRT's trtexec warning level (docs/gpu.md). */
const CV_WARN_LEVEL = 0.025;
/** Evidence: none yet: an allocator page run, below any model's weights. */
const MEMORY_NOISE_BYTES = (/* unused pure expression or super */ null && (1024 * 1024));
/**
 * The constants of the trend judgement, documented in docs/history-and-charts.md.
 * Evidence: none yet: the history judgement is documented in docs/history-and-charts.md.
 */
const TREND_RULES = {
    /** Fewer entries than this are drawn but not judged. */
    minEntries: 8,
    /** A change point must move the level by at least this share of the metric's threshold. */
    minChangeOfThreshold: 0.5,
    /** Mann-Kendall significance of the moving part of a creep. */
    creepAlpha: 0.01,
    /** Fewest entries after the hinge for a creep. */
    minMoving: 4,
};
/** Evidence: none yet: Matteson and James's defaults (docs/history-and-charts.md). */
const E_DIVISIVE_DEFAULTS = {
    alpha: 0.01,
    permutations: 199,
    minSize: 3,
    maxChangePoints: 5,
};
// ==== Planner (src/bench) ====
// How many session pairs a run gets, when they are renewed and when cheap ones grow (src/bench/child/pair-plan.ts,
// pair-renewal.ts, src/bench/pair-growth.ts; docs/benchmark.md, "Session pairs, planned and renewed").
/**
 * 'auto' aims for this many pairs: enough that the t quantile on the pairs' spread (7 degrees of freedom) is
 * near its limit, few enough that a small model creates them in a fraction of a second.
 * Evidence: decision-sim#a-a-bias-2pct-15s-false.
 */
const MAX_AUTO_PAIRS = 8;
/**
 * 'auto' settles for no fewer pairs than this where memory and a quarter of the budget allow: with 3 the t
 * quantile has 2 degrees of freedom (9.9 at 99 %) and p95 could never pass.
 * Evidence: decision-sim#a-a-bias-4pct-3-pairs-60s-false.
 */
const PREFERRED_MIN_PAIRS = 4;
/**
 * Creating the extra pairs may take this share of the budget ('auto'), up to the preferred minimum the larger
 * share: the pairs buy width only while the rounds still have time to be measured.
 * Evidence: gate-quality#example-time-quiet.
 */
const PAIR_TIME_SHARE = { auto: 0.1, preferredMinimum: 0.25 };
/**
 * The child, what it held before its first pair included, may hold this many times the two model files' bytes
 * (a session holds about its model): counting the pairs alone let one more in and the peak passed it.
 * Evidence: gate-quality#big-peak-memory.
 */
const MEMORY_MULTIPLE = 4;
/** Small models keep their pairs: the pairs may always hold this many bytes. Evidence: gate-quality#big-peak-memory. */
const SMALL_MODELS_BYTES = 512 * 1024 ** 2;
/** Never more than this share of the memory free after the first pair. Evidence: gate-quality#big-peak-memory. */
const FREE_SHARE = 0.5;
/**
 * Whole cycles a generation of renewed pairs runs before it may be renewed: 2 cycles are 4 rounds a pair, 2 in
 * each arm order, the least for a pair's ratio and its spread.
 * Evidence: decision-sim#a-a-big-60s-coverage.
 */
const GENERATION_CYCLES = 2;
/**
 * Pairs a run may see in all: the record keeps each pair's ratio, and the leave-one-pair-out floor analyses the
 * run once a pair. Evidence: decision-sim#a-a-big-60s-time-to-pass.
 */
const MAX_RENEWED_PAIRS = 64;
/**
 * A generation measures at least this many times as long as creating it cost: twice as long decided the big
 * identical pair later, not sooner (docs/decisions/0004-renewal-timing.md).
 * Evidence: decision-sim#a-a-big-60s-time-to-pass.
 */
const MEASURE_PER_RENEWAL = 1;
/**
 * Untimed calls a new session of a renewed generation runs, in measuring blocks at most: whole blocks of a big
 * model's calls cost over half of creating the pair, while its warm-up settles within a few calls.
 * Evidence: decision-sim#a-a-big-60s-time-to-pass.
 */
const RENEWAL_WARM_BLOCKS = 2;
/**
 * Cheap pairs may grow when creating a generation costs at most this share of the budget: a small model's 8
 * pairs cost under 1 % of 60 s, a 40 MB model's about 2 %, where renewing often takes little from the rounds.
 * Evidence: decision-sim#plus6pct-bias-2pct-60s-p50-regression.
 */
const GROWTH_COST_SHARE = 0.05;
/**
 * A check asks for more pairs when the pairs' mean bias (τ² / K_eff) holds at least this share of an undecided
 * metric's interval variance: then more pairs, not more rounds of the same pairs, narrow it.
 * Evidence: decision-sim#plus6pct-bias-2pct-60s-p50-regression.
 */
const policy_PAIR_SHARE_TO_GROW = 0.5;

;// CONCATENATED MODULE: ./build/src/stats/sequential.js
// Sample until decisive, within a budget (docs/statistics.md, "Looks"): look at the data on a fixed schedule and
// spend the error rate across the looks, so that stopping at the first decisive look is still honest.

/**
 * Times (ms from the start of the measuring window) at which to analyze: each fraction of the window (or
 * i/looks for a count), moved up to `minDurationMs` when earlier (the earliest a user allows a decision),
 * duplicates merged. The last look is always the window's end. The window is what the budget leaves after
 * loading, warm-up and the end reserve (src/bench/budget.ts), not `max-duration` itself. Fewer looks than asked can come back; pass the returned length to
 * perLookConfidence so no error rate is spent on looks that never happen.
 */
function lookSchedule(windowMs, minDurationMs = 0, looks = LOOK_FRACTIONS) {
    if (!(windowMs > 0 && Number.isFinite(windowMs))) {
        throw new Error(`the measuring window (the time budget less set-up and reserve) must be a positive number of ms, got ${windowMs}`);
    }
    if (!(minDurationMs >= 0))
        throw new Error(`the minimum duration must be ≥ 0 ms, got ${minDurationMs}`);
    if (typeof looks === 'number' && !(Number.isInteger(looks) && looks >= 1))
        throw new Error(`looks must be a positive integer, got ${looks}`);
    const fractions = typeof looks === 'number' ? Array.from({ length: looks }, (_, i) => (i + 1) / looks) : looks;
    const times = [];
    for (const fraction of fractions) {
        const at = Math.min(windowMs, Math.max(minDurationMs, windowMs * fraction));
        if (times[times.length - 1] !== at)
            times.push(at);
    }
    if (times[times.length - 1] !== windowMs)
        times.push(windowMs);
    return times;
}
/**
 * Interval level for each look: Bonferroni, 1 − (1 − overall) / looks. The intervals of all looks then
 * cover the true ratios simultaneously with probability ≥ `overall`, whatever the dependence between looks,
 * so a wrong verdict at any look (a regression when the truth is within the noise floor, a pass when it is
 * beyond the threshold) has probability ≤ 1 − overall. Why not Pocock or O'Brien-Fleming: their boundaries
 * assume normal statistics with independent increments at planned information fractions; ours are
 * bootstrap quantile ratios looked at on a clock, with throughput that varies. Pocock would buy little
 * anyway (4 looks at 99 %: per-look 99.67 % against Bonferroni's 99.75 %, an interval ~3 % narrower), and
 * O'Brien-Fleming spends almost nothing early, which would defeat stopping early on clear cases.
 */
function perLookConfidence(overallConfidence, looks) {
    if (!(overallConfidence > 0 && overallConfidence < 1)) {
        throw new Error(`confidence must be in (0, 1), got ${overallConfidence}`);
    }
    if (!(Number.isInteger(looks) && looks >= 1))
        throw new Error(`looks must be a positive integer, got ${looks}`);
    return 1 - (1 - overallConfidence) / looks;
}
/**
 * After analyzing at look `lookIndex` (0-based) of `looks`: stop when every metric has a verdict other than
 * inconclusive, or when one metric is a regression (the gate's verdict can no longer change: any regression
 * fails it), or when this is the last look. With `earlyStop: false` (calibration, which needs full-size
 * runs) only the last look stops. Never look again after a stop: a rerun "until it is significant" is
 * exactly what the error spending forbids.
 */
function decide(analysis, lookIndex, looks, options = {}) {
    if (!(Number.isInteger(lookIndex) && lookIndex >= 0 && lookIndex < looks)) {
        throw new Error(`look index must be an integer in [0, ${looks}), got ${lookIndex}`);
    }
    const verdicts = [analysis.p50.verdict, analysis.p95.verdict];
    const settled = verdicts.every((v) => v !== 'inconclusive') || verdicts.includes('regression');
    if (settled && (options.earlyStop ?? true))
        return { stop: true, reason: 'decided' };
    if (lookIndex === looks - 1)
        return { stop: true, reason: settled ? 'decided' : 'budget-spent' };
    return { stop: false, reason: 'continue' };
}

;// CONCATENATED MODULE: ./build/src/bench/child/cycle.js
function planCycle(pairs, rng) {
    if (!(Number.isInteger(pairs) && pairs >= 1))
        throw new Error(`pairs must be a positive integer, got ${pairs}`);
    const shuffled = Array.from({ length: pairs }, (_, i) => i);
    for (let i = pairs - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    const start = rng.int(2);
    const orderAt = (position) => ((start + position) % 2 === 0 ? 'AB' : 'BA');
    const first = shuffled.map((pair, j) => ({ pair, order: orderAt(j) }));
    // Position K + j holds pair shuffled[K − 1 − j], which had order orderAt(K − 1 − j): the opposite is orderAt(K + j).
    const second = shuffled.map((_, j) => ({ pair: shuffled[pairs - 1 - j], order: orderAt(pairs + j) }));
    return [...first, ...second];
}

;// CONCATENATED MODULE: ./build/src/bench/pair-growth.js
// Growing the session pairs where sessions are cheap (docs/benchmark.md, "Session pairs, planned and renewed").
// With 'auto' the child starts with up to 8 pairs kept for the whole run. Where two sessions of one model
// differ by more than a run's calls can average away, the interval is bounded by the mean of those 8 biases
// however long the run measures. If creating a generation of pairs costs little against the budget, a check
// that finds the pairs' spread bounding an undecided metric asks the child to renew its pairs from then on
// (pair-renewal.ts, as for models whose pairs memory limits), so every later check sees more pairs.
// Pure: the parent decides (run/gate.ts), the child renews, and the decision simulation does both alike.


/** Whether 'auto' may grow these pairs: not when memory already renews them, and only when a generation is cheap. */
function mayGrow(plan, pairMs, budgetMs) {
    return plan.renew !== true && plan.count * pairMs <= GROWTH_COST_SHARE * budgetMs;
}
/**
 * Whether a check asks for more pairs: a metric left undecided by its interval alone (no guard held it) whose
 * variance is mostly the pairs' mean bias. A metric a guard holds would stay held whatever the pairs.
 */
function morePairsWouldHelp(look) {
    return METRICS.some((metric) => {
        const m = look[metric];
        if (m.verdict !== 'inconclusive' || (m.heldBy?.length ?? 0) > 0 || !m.pairs)
            return false;
        const between = m.pairs.betweenSd ** 2 / Math.max(1, m.pairs.effectivePairs ?? m.pairs.pairs);
        const within = m.pairs.withinSd ** 2;
        return between >= PAIR_SHARE_TO_GROW * (between + within);
    });
}
/** The plan the child announces when its first grown generation is created: renewed from then on. */
function grownPlan(plan, look) {
    return {
        count: plan.count,
        reason: `${plan.reason}; renewed from check ${look + 1} on, where the sessions' spread bounded the interval, so more pairs are measured`,
        renew: true,
    };
}

;// CONCATENATED MODULE: ./build/src/bench/pair-balance.js
// How long a renewed generation of session pairs measures before the next (docs/benchmark.md, "Generation length").
// A pair's ratio carries its sessions' bias (variance τ² between pairs) and its rounds'
// sampling noise (σ² for one round, σ²/n over n rounds). With a pair costing c to create and a round t to
// measure, a run that measures n rounds a pair gets K = W / (c + n·t) pairs, and the mean over them has variance
// (τ² + σ²/n) / K ∝ (τ² + σ²/n)(c + n·t): least at n* = √(σ²·c / (τ²·t)). For a generation of pairs that costs C
// to create and T a cycle (two rounds a pair) that is M* = √(σ²/τ² · C · T / 2) of measuring. Where sessions
// differ more than a round's noise shows (a big model on a runner whose sessions differ), M* is short: the
// budget buys more, cheaper pairs, each a new layout of the model's memory.
// The parent knows σ and τ from its look, the child C and T from its clock: the look's answer carries σ²/τ².
// Pure: the gate (run/gate.ts), the child (measure.ts) and the decision simulation use it alike.

/**
 * σ²/τ² of the undecided metric furthest from its decision (its half-width against the room its pass band
 * leaves, the threshold less the noise floor): one round's sampling variance of the pooled log ratio (the
 * bootstrap's w² times the rounds) over the pairs' bias variance (τ, floored by the prior). p95's rounds are far
 * noisier than p50's; serving whichever metric decided last would give p50's pairs p95's length. Undefined
 * when every metric is decided or none has pairs.
 */
function spreadRatio(look) {
    let furthest;
    for (const metric of METRICS) {
        const m = look[metric];
        if (m.verdict !== 'inconclusive' || !m.pairs || !(m.pairs.betweenSd > 0))
            continue;
        const ratio = (m.pairs.withinSd ** 2 * look.rounds) / m.pairs.betweenSd ** 2;
        const need = m.halfWidth / Math.max(1e-6, m.threshold - m.noiseFloor);
        if (Number.isFinite(ratio) && (!furthest || need > furthest.need))
            furthest = { need, ratio };
    }
    return furthest?.ratio;
}
/**
 * How long a generation measures before it may be renewed, ms: M* from the last look's σ²/τ², never longer
 * than `fallbackMs` (the rule before any look). Longer generations would leave the run few pairs, and the
 * margin's t quantile on few pairs costs more than their rounds gain; shorter ones are bounded by the
 * generation's whole cycles elsewhere (pair-renewal.ts).
 */
function generationMeasureMs(renewMs, cycleMs, fallbackMs, ratio) {
    if (ratio === undefined)
        return fallbackMs;
    return Math.min(fallbackMs, Math.sqrt((ratio * renewMs * cycleMs) / 2));
}

;// CONCATENATED MODULE: ./build/src/bench/child/pair-renewal.js
// Renewed session pairs (docs/statistics.md, "Session pairs"). When memory holds fewer pairs than 'auto' aims
// for (a model of a hundred MB or more keeps 3 pairs within 4× the two models' bytes), the interval must still see enough pairs: the
// between-pair margin is a t quantile with K − 1 degrees of freedom, and with K = 3 (t = 9.9 at 99 %) p95 could
// never pass. So the pairs held in memory form a generation; after it has run its cycles the child releases it
// and creates the next, and the run's K grows with time while memory stays at one generation.
// Pure policy, shared by the child (measure.ts) and the decision simulation; its constants are in stats/policy.ts.


/**
 * A new session's untimed calls: as many as each session ran in the warm-up, which found them settled
 * (`warmupCalls` an arm over `pairs` sessions), never more than RENEWAL_WARM_BLOCKS measuring blocks. Whole
 * blocks of a big model's calls would cost over half of creating the pair, while its warm-up settles within
 * a few calls a session.
 */
function renewalWarmCalls(warmupCalls, pairs, perBlock) {
    return Math.max(1, Math.min(RENEWAL_WARM_BLOCKS * perBlock, Math.ceil(warmupCalls / Math.max(1, pairs))));
}
/**
 * Whether to replace the current generation now, at the end of a cycle: it has run GENERATION_CYCLES cycles
 * and measured as long as its pairs are worth (generationMeasureMs: at most as long as a renewal costs, shorter
 * where the last look found the sessions' spread, not the rounds' noise, bounding the interval), the next
 * generation fits under MAX_RENEWED_PAIRS, the window leaves it time for its own cycles after it is created, and
 * the next look would not fall due while the sessions are created. A renewing run looks only at whole cycles, so
 * a look due during a renewal waited for it and the new generation's first cycle, a couple of seconds for a big
 * model (docs/decisions/0004-renewal-timing.md); the current generation runs on to that look instead and is
 * renewed after it. Only then: a look due after the renewal would come no sooner for running on, and would see
 * fewer pairs.
 */
function shouldRenew(s) {
    if (s.cycles < GENERATION_CYCLES)
        return false;
    const cycleMs = s.generationMs / s.cycles;
    const measureMs = generationMeasureMs(s.renewMs, cycleMs, MEASURE_PER_RENEWAL * s.renewMs, s.spreadRatio);
    if (s.generationMs < measureMs)
        return false;
    if (s.before + 2 * s.alive > MAX_RENEWED_PAIRS)
        return false;
    if (s.nowMs + s.renewMs > s.nextLookMs)
        return false;
    if (s.evenly) {
        const generationsLeft = Math.floor((MAX_RENEWED_PAIRS - s.before - s.alive) / s.alive);
        if (s.generationMs * (generationsLeft + 1) < s.windowEndMs - (s.nowMs - s.generationMs))
            return false;
    }
    return s.nowMs + s.renewMs + GENERATION_CYCLES * cycleMs <= s.windowEndMs;
}

;// CONCATENATED MODULE: ./build/src/bench/child/test-fault.js
// A test-only switch that makes the benchmark child fail on purpose, because onnxruntime 1.30 has no known
// crafted model that crashes it (out-of-range indices, bad attributes, escaping external data, deep
// subgraphs are all refused with an error) and none that hangs while loading. The parent's handling of a
// dead or stuck child (the signal in the message, the budget kill, the record keeping what was measured)
// is then tested with a real process. Unset in normal use; setting it only harms the process that sets it.
//
//   LATENCY_GATE_TEST_FAULT=<action>@<point>
//   action: SIGSEGV, SIGABRT, SIGKILL… (the child signals itself), 'hang' (blocks its thread forever, as a
//           native call that never returns does), 'throw' (an internal error with a stack trace)
//   point:  load, cold-start, agreement, warmup, profile (the start of the phase) or look (after the first look)
const TEST_FAULT_ENV = 'LATENCY_GATE_TEST_FAULT';
function injectFault(point) {
    const spec = process.env[TEST_FAULT_ENV];
    if (!spec)
        return;
    const [action, at] = spec.split('@');
    if (at !== point)
        return;
    if (action === 'throw')
        throw new Error(`injected internal error at ${point} (${TEST_FAULT_ENV})`);
    if (action && /^SIG[A-Z0-9]+$/.test(action))
        process.kill(process.pid, action);
    if (action === 'hang' || action?.startsWith('SIG')) {
        // Atomics.wait blocks the thread without returning to the event loop: nothing but a kill ends it.
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
    }
}

;// CONCATENATED MODULE: ./build/src/bench/child/measure.js










/** Calls run untimed at the start of every block: the first call after a switch of sessions (timing.ts). */
const UNTIMED_CALLS = 1;
/**
 * Rounds of one baseline block and one candidate block, in cycles that rotate the session pairs in a seeded
 * shuffled order with ABBA-balanced arm order (cycle.ts). Looks happen at the end of a half cycle, once
 * their time has come, so every look weighs every pair equally; the parent analyses the rounds so far and may
 * stop early.
 */
async function measureRounds(first, job, calls, profileAllowanceMs = 0, renew, waits = null) {
    // The verdict comes first: the profiling pass's allowance only takes what the window holds beyond min-duration.
    const full = measuringWindow(job.budgetMs, elapsedMs());
    const allowance = Math.min(profileAllowanceMs, Math.max(0, full.endMs - full.startMs - job.minDurationMs));
    const { startMs: windowStart, endMs: windowEnd } = measuringWindow(job.budgetMs, full.startMs, allowance);
    if (windowEnd - windowStart < Math.min(job.minDurationMs, 1000)) {
        throw new UserError(`'max-duration' (${job.budgetMs / 1000}s) is too short: loading and warm-up took ${(windowStart / 1000).toFixed(1)}s and left no time to measure; raise 'max-duration'`);
    }
    // Look times are ms since the child started: the schedule is laid over the measuring window.
    const looks = lookSchedule(windowEnd - windowStart, job.minDurationMs, job.lookFractions).map((t) => windowStart + t);
    const rng = createRng(job.seed ^ 0x5bd1e995);
    let look = 0;
    let profile = false;
    // The pairs held now (a generation) and the pairs measured before it; rounds carry pair numbers over the run.
    let pairs = first;
    const generation = { before: 0, cycles: 0, startMs: elapsedMs(), renewMs: renew?.initialMs ?? 0 };
    const done = (reason) => ({ reason, profile, allowanceMs: allowance, pairs });
    // Pairs that may grow are renewed only once a check asks (`asked`); `renewing` once the first grown generation
    // exists, when the parent is told (its later checks take the pairs as renewed).
    let renewing = renew !== undefined && renew.grows === undefined;
    let asked;
    // σ²/τ² from the last look: how long a generation measures before the next (pair-balance.ts).
    let spreadRatio;
    while (look < looks.length) {
        const may = renewing || asked !== undefined;
        const due = looks[look] ?? windowEnd;
        if (renew && may && renewNow(generation, pairs.length, due, windowEnd, !!renew.grows, spreadRatio)) {
            const started = elapsedMs();
            const measured = pairs.length;
            if (!renewing && renew.grows)
                await send({ type: 'pairs', plan: grownPlan(renew.grows, asked ?? 0) });
            renewing = true;
            pairs = await renew.next(pairs);
            Object.assign(generation, {
                before: generation.before + measured,
                cycles: 0,
                startMs: elapsedMs(),
                renewMs: elapsedMs() - started,
            });
        }
        collectGarbage('major');
        const cycle = planCycle(pairs.length, rng);
        for (const [position, planned] of cycle.entries()) {
            const arms = pairs[planned.pair];
            const pair = generation.before + planned.pair;
            const round = { order: planned.order, baseline: [], candidate: [], pair };
            const sequence = planned.order === 'AB' ? ['baseline', 'candidate'] : ['candidate', 'baseline'];
            for (const arm of sequence) {
                collectGarbage('minor');
                await timeBlock(arms[arm].session, arms[arm].feeds, calls[arm], round[arm], UNTIMED_CALLS, waits);
            }
            await send({ type: 'round', round });
            // Each half of a cycle holds every pair once, so a look at the end of either half weighs every pair
            // the same. Past the window's end a look cannot wait: the budget comes first.
            // A renewing run looks only at whole cycles: at a half cycle the new generation's pairs have one round.
            const cycleDone = position === cycle.length - 1;
            const balanced = cycleDone || (!renewing && position === pairs.length - 1);
            const now = elapsedMs();
            if (now >= (looks[look] ?? Infinity) && (balanced || now >= windowEnd)) {
                const answer = await askParent(look, looks.length);
                profile = answer.profile;
                injectFault('look');
                if (answer.stop)
                    return done('decided');
                if (answer.growPairs && renew?.grows && asked === undefined)
                    asked = look;
                spreadRatio = answer.spreadRatio;
                look++;
                // A slow analysis must not push later looks past the window: skip looks whose time has already passed.
                while (look < looks.length - 1 && elapsedMs() >= (looks[look] ?? Infinity))
                    look++;
                // The cycle goes on after a look at its half, so the next look still finds every pair balanced.
                if (look >= looks.length)
                    break;
            }
        }
        generation.cycles++;
    }
    return done('budget-spent');
}
function renewNow(g, alive, nextLookMs, windowEndMs, evenly, spreadRatio) {
    const nowMs = elapsedMs();
    return shouldRenew({
        ...g,
        alive,
        generationMs: nowMs - g.startMs,
        nowMs,
        nextLookMs,
        windowEndMs,
        evenly,
        ...(spreadRatio !== undefined ? { spreadRatio } : {}),
    });
}

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
;// CONCATENATED MODULE: ./build/src/child-env.js
// The one environment every child process starts with (the benchmark worker, the dlopen probe, git, nvidia-smi):
// built from an allowlist, never from all of process.env. On a runner that environment holds the action's inputs
// (INPUT_GITHUB-TOKEN), GITHUB_TOKEN when a workflow exports it, and the runtime's ACTIONS_* tokens and URLs; a
// child loads code the gate did not write (provider libraries, a model's runtime, git's hooks and helpers), and
// whatever runs in it can read its own environment. docs/publishing.md, "Child processes", lists what passes and why.
/** Passed by exact name when set: what a program needs to find itself, its files, its locale and its temp dir. */
const NAMES = new Set([
    'PATH',
    'HOME',
    'USER',
    'LOGNAME',
    'SHELL',
    'LANG',
    'LANGUAGE',
    'TZ',
    'TMPDIR',
    'XDG_CONFIG_HOME',
    'XDG_CACHE_HOME',
    // The CUDA libraries the job installed are found through it; the GPU setup puts the private directory first.
    'LD_LIBRARY_PATH',
    // The user's Node settings (a larger heap for big models) reach the benchmark worker as they reach the gate.
    'NODE_OPTIONS',
    // The test-only fault switch read by the benchmark worker (src/bench/child/test-fault.ts); harmless elsewhere.
    'LATENCY_GATE_TEST_FAULT',
    // Windows: a process without SystemRoot cannot load its system libraries; the rest are its usual directories.
    'SYSTEMROOT',
    'WINDIR',
    'SYSTEMDRIVE',
    'COMSPEC',
    'PATHEXT',
    'TEMP',
    'TMP',
    'USERPROFILE',
    'APPDATA',
    'LOCALAPPDATA',
    'PROGRAMDATA',
    'PROGRAMFILES',
    'NUMBER_OF_PROCESSORS',
    'PROCESSOR_ARCHITECTURE',
]);
/**
 * Passed by prefix: locale categories, the CUDA settings the job made (CUDA_VISIBLE_DEVICES, CUDA_DEVICE_ORDER,
 * CUDA_MODULE_LOADING, CUDA_CACHE_PATH) and onnxruntime's own ORT_* switches (TensorRT engine caching is set
 * only through them, the Node binding has no option for it).
 */
const PREFIXES = ['LC_', 'CUDA_', 'ORT_'];
/**
 * Never passed, whatever a caller adds: the action's inputs, tokens and the runtime's service URLs. A name
 * matching these in `extra` is a bug in the caller, so it throws instead of quietly dropping it.
 */
const SECRET = /^(INPUT_|ACTIONS_|GITHUB_TOKEN$|GH_TOKEN$|RUNNER_TOKEN$)|TOKEN|SECRET|PASSWORD|CREDENTIAL/i;
function allowed(name) {
    // Windows names are case-insensitive; elsewhere PATH and Path are different variables, and only PATH counts.
    const key = process.platform === 'win32' ? name.toUpperCase() : name;
    if (SECRET.test(key))
        return false;
    return NAMES.has(key) || PREFIXES.some((prefix) => key.startsWith(prefix));
}
/**
 * The environment for a child: the allowlisted variables of `from` (this process's environment by default),
 * then the caller's own additions (LD_LIBRARY_PATH with the private GPU directory first, TMPDIR for the run's
 * temp directory, CUDA_DEVICE_ORDER), which replace inherited values of the same name.
 */
function childEnv(extra = {}, from = process.env) {
    const env = {};
    for (const [name, value] of Object.entries(from))
        if (value !== undefined && allowed(name))
            env[name] = value;
    for (const [name, value] of Object.entries(extra)) {
        if (SECRET.test(name))
            throw new Error(`childEnv: '${name}' must never reach a child process`);
        if (value === undefined)
            delete env[name];
        else
            env[name] = value;
    }
    return env;
}

;// CONCATENATED MODULE: ./build/src/gpu/nvidia-smi.js


/** Runs nvidia-smi from PATH; never throws: a missing or failing driver is a preflight finding, not a crash. */
function runNvidiaSmi(args, timeoutMs = 20_000) {
    return new Promise((resolve) => {
        (0,external_node_child_process_namespaceObject.execFile)('nvidia-smi', args, { timeout: timeoutMs, encoding: 'utf8', env: childEnv() }, (error, stdout, stderr) => {
            if (!error)
                return resolve({ ok: true, stdout });
            const missing = error.code === 'ENOENT';
            const said = `${stdout}\n${stderr}`
                .split('\n')
                .map((l) => l.trim())
                .find(Boolean);
            resolve({ ok: false, missing, message: said ?? error.message });
        });
    });
}
/** `[N/A]`, `[Not Supported]` and empty fields become null; numbers stay numbers. */
function smiNumber(field) {
    const value = Number(field?.trim());
    return field === undefined || field.trim() === '' || field.includes('[') || !Number.isFinite(value) ? null : value;
}
function smiText(field) {
    const text = field?.trim();
    return !text || text.startsWith('[') ? null : text;
}
function csvRows(stdout) {
    return stdout
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .map((l) => l.split(',').map((f) => f.trim()));
}
// NVML's clock-event ("throttle") reason bits, as nvidia-smi prints them in clocks_event_reasons.active.
const REASONS = (/* unused pure expression or super */ null && ([
    [0x1, 'gpu-idle'],
    [0x2, 'applications-clocks-setting'],
    [0x4, 'sw-power-cap'],
    [0x8, 'hw-slowdown'],
    [0x10, 'sync-boost'],
    [0x20, 'sw-thermal-slowdown'],
    [0x40, 'hw-thermal-slowdown'],
    [0x80, 'hw-power-brake-slowdown'],
    [0x100, 'display-clock-setting'],
]));
function decodeReasons(field) {
    const text = field?.trim();
    if (!text || !/^0x[0-9a-f]+$/i.test(text))
        return null;
    const mask = Number.parseInt(text, 16);
    return REASONS.filter(([bit]) => mask & bit).map(([, name]) => name);
}
/**
 * The reasons field was renamed (clocks_throttle_reasons → clocks_event_reasons, driver 535); older drivers
 * know only the old name, newer ones warn on it. Try the new one and fall back.
 */
async function queryGpu(deviceId, fields) {
    const run = (reasons) => runNvidiaSmi([
        `--query-gpu=${[...fields, reasons].join(',')}`,
        '--format=csv,noheader,nounits',
        '-i',
        String(deviceId),
    ]);
    const first = await run(REASONS_FIELDS[0]);
    if (first.ok || first.missing || !/not a valid field|is not a valid|invalid field/i.test(first.message))
        return { ...first, reasonsField: REASONS_FIELDS[0] };
    return { ...(await run(REASONS_FIELDS[1])), reasonsField: REASONS_FIELDS[1] };
}
const REASONS_FIELDS = (/* unused pure expression or super */ null && (['clocks_event_reasons.active', 'clocks_throttle_reasons.active']));

;// CONCATENATED MODULE: ./build/src/gpu/process-memory.js
// Device memory of one process, as nvidia-smi reports it per process (docs/matrix.md, "Memory"): the memory
// children of a GPU run read their own figure before and after creating the session and after the calls.
// onnxruntime's CUDA arena only grows, so the figure after the calls is the steady state's peak.

const MIB = 1024 * 1024;
/** `pid, used_memory` rows (MiB, no units): the bytes of `pid`, summed over devices; null when it is not listed. */
function parseComputeApps(stdout, pid) {
    let total = null;
    for (const [rowPid, used] of csvRows(stdout)) {
        const mib = smiNumber(used);
        if (Number(rowPid) === pid && mib !== null)
            total = (total ?? 0) + mib * MIB;
    }
    return total;
}
/**
 * This process's device memory now. A process with no CUDA context yet is not listed: that is 0 bytes when
 * `listedOrZero` (before the first session), and a note otherwise (in a container with its own PID namespace,
 * nvidia-smi shows host pids that never match).
 */
async function deviceMemoryOf(pid, listedOrZero = false) {
    const result = await runNvidiaSmi(['--query-compute-apps=pid,used_memory', '--format=csv,noheader,nounits']);
    if (!result.ok)
        return { note: result.missing ? 'nvidia-smi is not on PATH' : `nvidia-smi failed: ${result.message}` };
    const bytes = parseComputeApps(result.stdout, pid);
    if (bytes !== null)
        return { bytes };
    return listedOrZero
        ? { bytes: 0 }
        : { note: `nvidia-smi lists no process ${pid} (a container with its own PID namespace shows host pids)` };
}

;// CONCATENATED MODULE: ./build/src/bench/proc-status.js
// Linux's /proc/<pid>/status, the fields the memory children read (docs/matrix.md, "Memory"). VmRSS is the
// resident set now; VmHWM its high-water mark, which writing '5' to /proc/self/clear_refs resets, so the peak
// of one phase (session creation, then inference) can be read on its own.
/** The two fields, in bytes; null when either is missing (not Linux, or a kernel that does not report them). */
function parseProcStatus(text) {
    const field = (name) => {
        const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB\\s*$`, 'm').exec(text);
        return match ? Number(match[1]) * 1024 : null;
    };
    const rssBytes = field('VmRSS');
    const hwmBytes = field('VmHWM');
    return rssBytes === null || hwmBytes === null ? null : { rssBytes, hwmBytes };
}

;// CONCATENATED MODULE: ./build/src/bench/child/peak-memory.js
// Peak resident memory of this process, phase by phase (docs/matrix.md, "Memory"). On Linux the kernel's
// high-water mark (VmHWM) is exact and is reset between phases through /proc/self/clear_refs; where that
// cannot be written (an old kernel, a locked-down container) or /proc is absent, the peak is the highest of
// the resident sizes sampled after each step, which can miss a peak inside a call, and the record says which.


function readStatus() {
    try {
        return parseProcStatus((0,external_node_fs_namespaceObject.readFileSync)('/proc/self/status', 'utf8'));
    }
    catch {
        return null;
    }
}
function resetHighWaterMark() {
    try {
        (0,external_node_fs_namespaceObject.writeFileSync)('/proc/self/clear_refs', '5');
        return true;
    }
    catch {
        return false;
    }
}
function peakReader() {
    const proc = readStatus() !== null;
    const exact = proc && resetHighWaterMark() && readStatus() !== null;
    const method = exact ? 'VmHWM' : proc ? 'sampled VmRSS' : 'sampled rss';
    const rss = () => (proc ? (readStatus()?.rssBytes ?? process.memoryUsage().rss) : process.memoryUsage().rss);
    let sampled = 0;
    return {
        method,
        rss,
        reset: () => {
            if (exact)
                resetHighWaterMark();
            sampled = rss();
        },
        sample: () => void (sampled = Math.max(sampled, rss())),
        peak: () => (exact ? (readStatus()?.hwmBytes ?? sampled) : Math.max(sampled, rss())),
    };
}

;// CONCATENATED MODULE: ./build/src/bench/child/runtime-warm.js




// A one-node Identity model (float32 [1, 16]), made by test/fixtures/onnx. The first InferenceSession.create in
// a process also initialises onnxruntime's environment (thread pools, logging, allocators); loading and running this first
// keeps that one-off cost out of whichever model would otherwise be created first, so cold-start numbers of
// the two models are comparable.
const IDENTITY_MODEL_BASE64 = 'CAgSFWxhdGVuY3ktZ2F0ZS1maXh0dXJlcxoBMTpgCiEKBWlucHV0EgZvdXRwdXQaBm91dHB1dCIISWRlbnRpdHkSCGlkZW50aXR5WhcKBWlucHV0Eg4KDAgBEggKAggBCgIIEGIYCgZvdXRwdXQSDgoMCAESCAoCCAEKAggQQgQKABAR';
async function initialiseRuntime(threads, target = CPU_TARGET) {
    // With a GPU provider this also pays the CUDA context creation, once, outside both models' cold start.
    let session;
    try {
        session = await external_onnxruntime_node_namespaceObject.InferenceSession.create(Buffer.from(IDENTITY_MODEL_BASE64, 'base64'), sessionOptions(threads, target));
    }
    catch (error) {
        throw providerLoadFailure(target, error) ?? error;
    }
    // The first run in a process also pays one-off costs (kernel registries, allocator growth).
    await session.run({ input: new external_onnxruntime_node_namespaceObject.Tensor('float32', new Float32Array(16), [1, 16]) });
    await session.release();
}

;// CONCATENATED MODULE: ./build/src/bench/child/memory-run.js
// A memory child (docs/matrix.md, "Memory"): one model alone in a fresh worker process. onnxruntime is
// initialised on a tiny model first, so its one-off setup belongs to neither model; then the session is
// created and run a few times, and the peaks of each phase are read above the resident memory before the
// session existed. Nothing here is timed.









/**
 * The settings name the inputs and dims of both models; this child has one. What only the other model has is
 * left out here (the benchmark child, which loads both, refuses what neither has).
 */
function ownSettings(job, shapes, signature) {
    const inputs = new Set(signature.inputs.map((i) => i.name));
    const dims = new Set(signature.inputs.flatMap((i) => i.shape.filter((d) => typeof d === 'string')));
    const keep = (record, known) => Object.fromEntries(Object.entries(record).filter(([name]) => known(name)));
    const given = {
        byDim: keep(shapes.byDim, (n) => dims.has(n) || inputs.has(n)),
        byInput: keep(shapes.byInput, (n) => inputs.has(n)),
    };
    const values = keep(job.values, (n) => inputs.has(n));
    const userInputs = job.userInputs && {
        ...job.userInputs,
        arrays: job.userInputs.arrays.filter((a) => inputs.has(a.name)),
    };
    return { shapes: checkOverrides(signature.inputs, given, values), values, userInputs };
}
const bytes = (reading) => (reading && 'bytes' in reading ? reading.bytes : null);
const noteOf = (...readings) => readings.map((r) => (r && 'note' in r ? r.note : undefined)).find(Boolean) ?? 'not read';
/** Feeds for one shape: the harness's bytes, allocated before the phase's peak is reset. */
function feedsFor(job, shapes, signature) {
    const own = ownSettings(job, shapes, signature);
    const sides = { baseline: signature, candidate: signature };
    const fitted = fitUserInputs(own.userInputs, sides, { shapes: own.shapes, values: own.values });
    const inputs = synthesizeInputs(signature.inputs, {
        shapes: fitted.shapes,
        values: own.values,
        seed: job.seed,
        given: fitted.given[job.arm],
    });
    return toFeeds(inputs.tensors);
}
/** One probe per shape of the job: the creation figures are shared, the inference ones are each shape's. */
async function probeMemory(job) {
    const target = { provider: job.executionProvider, deviceId: job.deviceId };
    await initialiseRuntime(job.threads, target);
    collectGarbage('major');
    const peaks = peakReader();
    const deviceBefore = job.deviceMemory ? await deviceMemoryOf(process.pid, true) : null;
    peaks.reset();
    const before = peaks.rss();
    const session = await loadSession(job.arm, job.model, job.threads, target);
    const creationPeak = peaks.peak();
    const deviceCreated = job.deviceMemory ? await deviceMemoryOf(process.pid) : null;
    const signature = readSignature(session);
    const probes = [];
    for (const [shape, shapes] of job.shapes.entries()) {
        collectGarbage('major');
        const held = peaks.rss();
        const feeds = feedsFor(job, shapes, signature);
        collectGarbage('major');
        // The inputs exist before this reset: their bytes are the harness's, not the model's.
        peaks.reset();
        const ready = peaks.rss();
        for (let i = 0; i < job.inferences; i++) {
            await runOnce(job.arm, session, feeds);
            peaks.sample();
        }
        const inferencePeak = peaks.peak();
        const resident = peaks.rss();
        const deviceAfter = job.deviceMemory ? await deviceMemoryOf(process.pid) : null;
        const [start, created, ran] = [bytes(deviceBefore), bytes(deviceCreated), bytes(deviceAfter)];
        const device = start !== null && created !== null && ran !== null
            ? { creationBytes: Math.max(0, created - start), inferenceBytes: Math.max(0, ran - start) }
            : null;
        probes.push({
            arm: job.arm,
            shape,
            method: peaks.method,
            creationPeakBytes: Math.max(0, creationPeak - before),
            inferencePeakBytes: Math.max(0, held - before + (inferencePeak - ready)),
            residentBytes: Math.max(0, held - before + (resident - ready)),
            device,
            deviceNote: job.deviceMemory && !device ? noteOf(deviceBefore, deviceCreated, deviceAfter) : null,
            inferences: job.inferences,
        });
    }
    return probes;
}
function memory_run_send(message) {
    return new Promise((resolve) => {
        if (!process.send)
            return resolve();
        process.send(message, undefined, {}, () => resolve());
    });
}
/** Answers a `memory-job` from the parent with one probe (or the error), then lets the process end. */
function onMemoryJob() {
    process.on('message', (message) => {
        if (message.type !== 'memory-job')
            return;
        probeMemory(message.job).then(async (probes) => {
            await memory_run_send({ type: 'memory', probes });
            process.disconnect();
        }, async (error) => {
            const text = error instanceof Error ? error.message : String(error);
            await memory_run_send({ type: 'memory-error', message: text.split('\n')[0] ?? text, user: isUserError(error) });
            process.disconnect();
        });
    });
}

;// CONCATENATED MODULE: ./build/src/profile/trace.js
// onnxruntime's profile: a Chrome-trace JSON array. Each session.run writes one 'model_run' event (cat
// 'Session') around one '<node>_kernel_time' event per node executed (cat 'Node'), whose args name the operator
// (op_name) and the execution provider that ran it (provider). Node names are the optimised graph's: a fusion
// keeps its anchor's name with a suffix ('fc0.matmul/MatMulAddFusion'), an activation fused into it adds a
// 'fused ' prefix (attribute.ts maps them back to the model's nodes). Pure: events in, per-node times out.
const trace_CPU_PROVIDER = 'CPUExecutionProvider';
const KERNEL = '_kernel_time';
/** The node events of a trace, in trace order; anything else (and anything malformed) is skipped. */
function nodeEvents(events) {
    const out = [];
    for (const e of Array.isArray(events) ? events : []) {
        if (e?.cat !== 'Node' || typeof e.name !== 'string' || !e.name.endsWith(KERNEL))
            continue;
        const provider = e.args?.provider;
        if (typeof provider !== 'string')
            continue;
        out.push({
            node: e.name.slice(0, -KERNEL.length),
            op: typeof e.args?.op_name === 'string' ? e.args.op_name : '?',
            provider,
            ts: typeof e.ts === 'number' ? e.ts : 0,
            dur: typeof e.dur === 'number' && e.dur >= 0 ? e.dur : 0,
            tid: typeof e.tid === 'number' ? e.tid : 0,
        });
    }
    return out;
}
function runWindows(events) {
    const runs = [];
    for (const e of Array.isArray(events) ? events : []) {
        if (e?.cat !== 'Session' || e.name !== 'model_run' || typeof e.ts !== 'number' || typeof e.dur !== 'number')
            continue;
        runs.push({ ts: e.ts, end: e.ts + e.dur });
    }
    return runs.sort((a, b) => a.ts - b.ts);
}
/**
 * Each event's time less the time of the node events nested inside it on the same thread: an If, Loop or Scan
 * node's kernel time holds its body's nodes, which the trace also lists one by one. `events` sorted by start.
 */
function selfTimes(events) {
    const self = Float64Array.from(events, (e) => e.dur);
    const open = new Map();
    events.forEach((event, i) => {
        const stack = open.get(event.tid) ?? [];
        open.set(event.tid, stack);
        const end = (j) => events[j].ts + events[j].dur;
        while (stack.length && end(stack.at(-1)) <= event.ts)
            stack.pop();
        const parent = stack.at(-1);
        if (parent !== undefined && event.ts + event.dur <= end(parent))
            self[parent] = (self[parent] ?? 0) - event.dur;
        stack.push(i);
    });
    return self.map((v) => Math.max(0, v));
}
function trace_median(values) {
    if (values.length === 0)
        return 0;
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
/**
 * Per-node times of one model's trace. Node events are assigned to the run whose 'model_run' window holds them;
 * the first `skipRuns` runs are warm-up and left out. A node that did not run in some run counts 0 there, so a
 * node inside a branch weighs as often as it ran.
 */
function aggregateTrace(events, skipRuns = 0) {
    const windows = runWindows(events).slice(skipRuns);
    const nodes = nodeEvents(events);
    const perNode = new Map();
    let run = 0;
    // Both lists are in time order: one pass walks them together.
    const sorted = [...nodes].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const self = selfTimes(sorted);
    let order = 0;
    for (const [index, event] of sorted.entries()) {
        while (run < windows.length && event.ts > windows[run].end)
            run++;
        const window = windows[run];
        if (!window || event.ts < window.ts)
            continue;
        let entry = perNode.get(event.node);
        if (!entry) {
            entry = {
                op: event.op,
                provider: event.provider,
                order: order++,
                runs: new Float64Array(windows.length),
                calls: 0,
            };
            perNode.set(event.node, entry);
        }
        entry.runs[run] = (entry.runs[run] ?? 0) + (self[index] ?? 0);
        entry.calls++;
    }
    const count = windows.length;
    return {
        runs: count,
        runUs: trace_median(windows.map((w) => w.end - w.ts)),
        nodes: [...perNode].map(([name, e]) => ({
            name,
            op: e.op,
            provider: e.provider,
            us: trace_median(Array.from(e.runs)),
            calls: count ? e.calls / count : 0,
            order: e.order,
        })),
    };
}

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: ./build/src/bench/child/profiled-session.js






// Sessions with onnxruntime's profiler on, for the separate profiling passes (GPU node placement before
// agreement, the per-operator profile after the last look). Never the timed sessions: profiling roughly doubles
// the cost of a small model. Each session writes '<dir>/<arm>_<date>.json' when its profiling ends.
async function profileDirectory() {
    const dir = await (0,promises_namespaceObject.mkdtemp)(external_node_path_namespaceObject.join(external_node_os_namespaceObject.tmpdir(), 'latency-gate-profile-'));
    return { path: dir, remove: () => (0,promises_namespaceObject.rm)(dir, { recursive: true, force: true }) };
}
/** A fresh session of `file` with the run's options and the profiler on, writing under `dir`. */
function openProfiled(dir, arm, file, threads, target) {
    return external_onnxruntime_node_namespaceObject.InferenceSession.create(file, {
        ...sessionOptions(threads, target),
        enableProfiling: true,
        profileFilePrefix: external_node_path_namespaceObject.join(dir, arm),
    });
}
/** The most bytes of one model's trace the pass reads: about 100,000 node events. */
const MAX_TRACE_BYTES = 64 * 1024 * 1024;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/** Ends profiling and releases the session; returns the trace file's path and size, or undefined. */
async function endProfiled(session, dir, arm) {
    session.endProfiling();
    await session.release();
    const name = (await (0,promises_namespaceObject.readdir)(dir)).find((f) => f.startsWith(`${arm}_`) && f.endsWith('.json'));
    if (!name)
        return undefined;
    const file = external_node_path_namespaceObject.join(dir, name);
    return { file, bytes: (await (0,promises_namespaceObject.stat)(file)).size };
}
/**
 * Ends profiling, releases the session, and returns the trace's events (the file is deleted after reading). A
 * trace past MAX_TRACE_BYTES is not parsed: a Loop of many iterations writes gigabytes of events.
 */
async function closeProfiled(session, dir, arm) {
    const trace = await endProfiled(session, dir, arm);
    if (!trace)
        return [];
    try {
        if (trace.bytes > MAX_TRACE_BYTES)
            throw new TraceTooLargeError(`the ${arm}'s trace holds ${mb(trace.bytes)}, more than the ${mb(MAX_TRACE_BYTES)} the pass reads`);
        return JSON.parse(await (0,promises_namespaceObject.readFile)(trace.file, 'utf8'));
    }
    finally {
        await (0,promises_namespaceObject.rm)(trace.file, { force: true });
    }
}
/** The size of the trace one call writes, from a session opened for it, run once and closed (a probe). */
async function traceBytesPerRun(session, dir, arm) {
    const trace = await endProfiled(session, dir, arm);
    if (!trace)
        return 0;
    await (0,promises_namespaceObject.rm)(trace.file, { force: true });
    return trace.bytes;
}

;// CONCATENATED MODULE: ./build/src/bench/child/profile-run.js





// The per-operator profiling pass (docs/explain.md, "Profile pass"): after the last look, on fresh sessions
// with onnxruntime's profiler on, both models run alternately; the traces become per-node medians here, in the
// child, so only a few kilobytes cross to the parent.
/** Profiled runs per model after the warm-up runs, when the budget and the trace size allow. */
const PROFILE_RUNS = 40;
const WARM_RUNS = 2;
const MIN_RUNS = 5;
/** Node events per model's trace: about 600 bytes each in the JSON onnxruntime writes. */
const MAX_NODE_EVENTS = 100_000;
/** Profiling roughly doubles the cost of a small model's run (docs/benchmark.md, "Runtime facts"). */
const PROFILING_COST = 2;
/** The last look's analysis can outlast the end reserve under load (seen: ~0.5 s at load 10 on 2 cores). */
const LAST_LOOK_SLACK_MS = 500;
const PROVIDER_NAMES = {
    cpu: 'CPUExecutionProvider',
    cuda: 'CUDAExecutionProvider',
    tensorrt: 'TensorrtExecutionProvider',
};
function providerName(target) {
    return PROVIDER_NAMES[target.provider];
}
/** What a pass is expected to cost, ms: two fresh sessions, warm-up and profiled runs of both, reading. */
function profileCostMs(cold, medianUs, runs) {
    const create = cold.baseline.createMs + cold.candidate.createMs;
    const perRun = ((medianUs.baseline + medianUs.candidate) / 1000) * PROFILING_COST;
    return 1.2 * create + (runs + WARM_RUNS + 3) * perRun + 100;
}
/**
 * Time kept back from the measuring window so a pass fits after the last look: its cost, plus what the parent's
 * analysis at that look may take on a loaded runner beyond the end reserve; at most PROFILE_SHARE of the budget.
 */
function profileAllowanceMs(setting, budgetMs, cold, medianUs) {
    // 'on-regression' keeps nothing back, so a run without a regression pays nothing: a regression stops sampling
    // at the look that finds it, which leaves the rest of the budget; one found only at the last look gets what
    // is left of the end reserve, and the record says when that was too little.
    if (setting !== 'on')
        return 0;
    return Math.min(PROFILE_SHARE * budgetMs, profileCostMs(cold, medianUs, PROFILE_RUNS) + LAST_LOOK_SLACK_MS);
}
async function runProfilePass(job) {
    const started = job.elapsedMs();
    const deadline = job.budgetMs - PROFILE_EXIT_MARGIN_MS;
    const base = { provider: providerName(job.target), allowanceMs: job.allowanceMs };
    const skipped = (reason) => ({
        ...base,
        status: 'skipped',
        reason,
        durationMs: job.elapsedMs() - started,
        profiles: null,
    });
    const byEvents = Math.floor(MAX_NODE_EVENTS / Math.max(1, job.nodes.baseline, job.nodes.candidate)) - WARM_RUNS;
    const planned = Math.min(PROFILE_RUNS, Math.max(MIN_RUNS, byEvents));
    const needed = profileCostMs(job.cold, job.medianUs, MIN_RUNS);
    if (started + needed > deadline) {
        return skipped(`${((deadline - started) / 1000).toFixed(1)} s of 'max-duration' was left and the pass needs about ${(needed / 1000).toFixed(1)} s; raise 'max-duration'`);
    }
    const dir = await profileDirectory();
    const arms = ['baseline', 'candidate'];
    const sessions = {};
    try {
        let perRunMs = ((job.medianUs.baseline + job.medianUs.candidate) / 1000) * PROFILING_COST;
        let runsPlanned = planned;
        if (job.controlFlow?.baseline || job.controlFlow?.candidate) {
            const probe = await probeTraces(dir.path, job);
            const [arm, bytes] = arms.map((a) => [a, probe.bytes[a]]).sort((x, y) => y[1] - x[1])[0] ?? [];
            const fit = Math.floor(MAX_TRACE_BYTES / Math.max(1, bytes ?? 0)) - WARM_RUNS;
            if (fit < MIN_RUNS)
                return skipped(`one profiled run of the ${arm} writes ${((bytes ?? 0) / 1024 / 1024).toFixed(1)} MB of trace (its Loop, Scan or If bodies run many nodes); ${MIN_RUNS + WARM_RUNS} runs would pass the ${MAX_TRACE_BYTES / 1024 / 1024} MB the pass reads`);
            runsPlanned = Math.min(runsPlanned, fit);
            perRunMs = Math.max(perRunMs, probe.runMs);
        }
        for (const arm of arms)
            sessions[arm] = await openProfiled(dir.path, arm, job.files[arm], job.threads, job.target);
        let runs = 0;
        // Alternating, so drift and neighbours touch both traces alike; the warm-up runs are left out when reading.
        // The pace is the slowest run seen: a profiled call can cost far more than the timed ones suggested.
        while (runs < runsPlanned + WARM_RUNS && job.elapsedMs() + perRunMs + 100 < deadline) {
            const before = job.elapsedMs();
            for (const arm of arms)
                await sessions[arm]?.run(job.feeds[arm]);
            perRunMs = Math.max(perRunMs, job.elapsedMs() - before);
            runs++;
        }
        const traces = {};
        for (const arm of arms) {
            const session = sessions[arm];
            delete sessions[arm];
            traces[arm] = session ? await closeProfiled(session, dir.path, arm) : [];
        }
        if (runs - WARM_RUNS < MIN_RUNS)
            return skipped(`only ${Math.max(0, runs - WARM_RUNS)} profiled runs fit in the 'max-duration' left (at least ${MIN_RUNS} are needed); raise 'max-duration'`);
        return {
            ...base,
            status: 'measured',
            reason: null,
            durationMs: job.elapsedMs() - started,
            profiles: {
                baseline: aggregateTrace(traces.baseline, WARM_RUNS),
                candidate: aggregateTrace(traces.candidate, WARM_RUNS),
            },
        };
    }
    catch (error) {
        if (error instanceof TraceTooLargeError)
            return skipped(error.message);
        throw error;
    }
    finally {
        for (const arm of arms)
            await sessions[arm]?.release().catch(() => undefined);
        await dir.remove();
    }
}
/** One run of each model on sessions opened for it: the bytes of trace a run writes, and how long a run takes. */
async function probeTraces(dir, job) {
    const bytes = { baseline: 0, candidate: 0 };
    let runMs = 0;
    for (const arm of ['baseline', 'candidate']) {
        const session = await openProfiled(dir, arm, job.files[arm], job.threads, job.target);
        try {
            const before = job.elapsedMs();
            await session.run(job.feeds[arm]);
            runMs += job.elapsedMs() - before;
        }
        finally {
            bytes[arm] = await traceBytesPerRun(session, dir, arm);
        }
    }
    return { bytes, runMs };
}
/**
 * After the last look: the pass when the parent asked for it (its answer to that look), on fresh sessions once
 * the timed ones are released; else a skipped result that says why. A pass that throws is reported as failed:
 * the verdict is already made and must not be lost to it.
 */
async function profileAfterMeasuring(pass, asked) {
    const { job, pairs, target, allowanceMs } = pass;
    const base = { provider: providerName(target), allowanceMs, durationMs: 0, profiles: null };
    if (!asked)
        return { ...base, status: 'skipped', reason: 'no metric was a regression' };
    injectFault('profile');
    const started = pass.elapsedMs();
    // The timed sessions are done: their memory is the profiled sessions' now.
    for (const pair of pairs)
        for (const arm of ['baseline', 'candidate'])
            await pair[arm].session.release();
    try {
        return await runProfilePass({
            files: { baseline: job.baseline, candidate: job.candidate },
            feeds: { baseline: pairs[0]?.baseline.feeds ?? {}, candidate: pairs[0]?.candidate.feeds ?? {} },
            threads: job.threads,
            target,
            nodes: job.profile.nodes,
            controlFlow: job.profile.controlFlow,
            budgetMs: job.budgetMs,
            allowanceMs,
            cold: pass.cold,
            medianUs: pass.medianUs,
            elapsedMs: pass.elapsedMs,
        });
    }
    catch (error) {
        const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
        return {
            ...base,
            status: 'failed',
            reason: `the profiling pass failed: ${why}`,
            durationMs: pass.elapsedMs() - started,
        };
    }
}

;// CONCATENATED MODULE: ./build/src/bench/child/pair-plan.js
// How many session pairs a run gets (docs/statistics.md, "Session pairs"). Each pair is one more session of
// each model: memory for their weights and arenas, and time to create and run them once. More pairs
// average away more of the systematic difference between two sessions of one model.


function planPairs(requested, costs) {
    const perPair = Math.max(1, costs.pairBytes);
    const byFree = Math.max(1, Math.floor((costs.freeBytes * FREE_SHARE) / perPair) + 1);
    const allowance = Math.max(MEMORY_MULTIPLE * costs.modelBytes - costs.baseBytes, SMALL_MODELS_BYTES);
    const byMemory = Math.min(byFree, Math.max(1, Math.floor(allowance / perPair)));
    const byTime = (share) => Math.max(1, Math.floor((costs.budgetMs * share) / Math.max(1e-3, costs.pairMs)) + 1);
    const memory = byMemory === byFree
        ? `memory (${pair_plan_mb(costs.pairBytes)} a pair, ${pair_plan_mb(costs.freeBytes)} free)`
        : `memory (${pair_plan_mb(costs.pairBytes)} a pair; the benchmark may hold ${MEMORY_MULTIPLE}× the two models' ${pair_plan_mb(costs.modelBytes)}, ${pair_plan_mb(costs.baseBytes)} of it before the first pair)`;
    if (requested !== 'auto') {
        if (requested > byFree) {
            return {
                count: byFree,
                reason: `'session-pairs' asked for ${requested}, but only ${byFree} fit in memory (${pair_plan_mb(costs.pairBytes)} a pair, ${pair_plan_mb(costs.freeBytes)} free)`,
            };
        }
        return { count: requested, reason: `'session-pairs' is ${requested}` };
    }
    let count = Math.min(MAX_AUTO_PAIRS, byMemory, byTime(PAIR_TIME_SHARE.auto));
    if (count < PREFERRED_MIN_PAIRS)
        count = Math.max(count, Math.min(PREFERRED_MIN_PAIRS, byMemory, byTime(PAIR_TIME_SHARE.preferredMinimum)));
    const limits = [
        count === byMemory ? memory : undefined,
        count < MAX_AUTO_PAIRS && count !== byMemory
            ? `the budget (${(costs.pairMs / 1000).toFixed(2)} s to create a pair)`
            : undefined,
    ].filter(Boolean);
    // Held pairs short of the aim because of memory are renewed during the run instead (pair-renewal.ts).
    const renew = count < MAX_AUTO_PAIRS && count === byMemory;
    const renewed = renew ? `; renewed during the run, ${count} held at a time, so more pairs are measured` : '';
    const plan = {
        count,
        reason: `auto: ${count} of at most ${MAX_AUTO_PAIRS}${limits.length ? `, limited by ${limits.join(' and ')}` : ''}${renewed}`,
        ...(renew ? { renew } : {}),
    };
    // Cheap pairs are kept until a check finds their spread bounding the interval (pair-growth.ts).
    return mayGrow(plan, costs.pairMs, costs.budgetMs) ? { ...plan, grow: true } : plan;
}
function pair_plan_mb(bytes) {
    return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
}

;// CONCATENATED MODULE: ./build/src/bench/child/pair-sessions.js

/**
 * A new pair on the feeds of `like`, each session created and run once (its first call is the slow one). Pair
 * `index` creates its candidate first when odd: where sessions created later run faster (on 4 KiB pages a big
 * model's did, by up to about 1 % a session), a fixed order would give every pair's candidate that edge, a bias
 * no rotation of rounds removes; alternating it makes the edge cancel over the pairs, as the ABBA order does for
 * rounds (docs/benchmark.md, "Why sessions of one model differ").
 */
async function openPair(job, target, like, index) {
    const open = (arm) => loadSession(arm, job[arm], job.threads, target);
    const order = index % 2 === 1 ? ['candidate', 'baseline'] : ['baseline', 'candidate'];
    const created = {};
    for (const arm of order)
        created[arm] = await open(arm);
    const pair = {
        baseline: { session: created.baseline, feeds: like.baseline.feeds },
        candidate: { session: created.candidate, feeds: like.candidate.feeds },
    };
    await runOnce('baseline', pair.baseline.session, pair.baseline.feeds);
    await runOnce('candidate', pair.candidate.session, pair.candidate.feeds);
    return pair;
}
/**
 * Renewal of a generation: its sessions are released first, so memory never holds two generations, then as
 * many new pairs are opened and each new session runs `warmCalls` untimed calls (renewalWarmCalls in
 * pair-renewal.ts: warm-up already found how many calls settle these models; a fresh session needs its arena
 * and caches filled again). With `grows` (cheap pairs, pair-growth.ts) renewal waits until a check asks for it.
 */
function pairRenewal(job, target, warmCalls, initialMs, grows) {
    // Pair numbers continue across generations, and so does the alternation of which arm is created first.
    let opened = 0;
    return {
        initialMs,
        ...(grows ? { grows } : {}),
        async next(current) {
            const like = current[0];
            for (const pair of current)
                for (const arm of ['baseline', 'candidate'])
                    await pair[arm].session.release();
            const next = [];
            if (opened === 0)
                opened = current.length;
            for (let k = 0; k < current.length; k++) {
                const pair = await openPair(job, target, like, opened++);
                for (const arm of ['baseline', 'candidate']) {
                    for (let i = 0; i < warmCalls[arm]; i++)
                        await pair[arm].session.run(pair[arm].feeds);
                }
                next.push(pair);
            }
            return next;
        },
    };
}

;// CONCATENATED MODULE: ./build/src/gpu/placement.js

function parsePlacement(events) {
    const seen = new Map();
    for (const event of nodeEvents(events)) {
        if (!seen.has(event.node))
            seen.set(event.node, { provider: event.provider, op: event.op });
    }
    const byProvider = {};
    const cpuOps = {};
    for (const { provider, op } of seen.values()) {
        byProvider[provider] = (byProvider[provider] ?? 0) + 1;
        if (provider === trace_CPU_PROVIDER)
            cpuOps[op] = (cpuOps[op] ?? 0) + 1;
    }
    return { nodes: seen.size, byProvider, cpuOps };
}
function cpuNodes(placement) {
    return placement.byProvider[CPU_PROVIDER] ?? 0;
}

;// CONCATENATED MODULE: ./build/src/bench/child/placement-run.js



const PROFILED_CALLS = 3;
/**
 * A separate profiling pass: fresh sessions with profiling on (it roughly doubles the cost of a small model,
 * so never in the timed rounds), a few calls, and the provider of every node from the profile.
 */
async function profilePlacement(arms, files, threads, target) {
    const dir = await profileDirectory();
    try {
        const result = {};
        for (const arm of ['baseline', 'candidate']) {
            const session = await openProfiled(dir.path, arm, files[arm], threads, target);
            for (let i = 0; i < PROFILED_CALLS; i++)
                await session.run(arms[arm].feeds);
            result[arm] = parsePlacement(await closeProfiled(session, dir.path, arm));
        }
        return result;
    }
    finally {
        await dir.remove();
    }
}
/** The libonnxruntime this process mapped: proves the private copy (and so its providers) is the one in use. */
async function loadedRuntimeLibrary() {
    try {
        const maps = await (0,promises_namespaceObject.readFile)('/proc/self/maps', 'utf8');
        return /\s(\/\S*libonnxruntime\.so[.\d]*)$/m.exec(maps)?.[1] ?? null;
    }
    catch {
        return null;
    }
}

;// CONCATENATED MODULE: ./build/src/bench/child/run-hints.js
/** Input names and the positions of their unnamed dims that were set to 1, read from the synthesis warnings. */
const UNNAMED = /^Input '(.+)' has unnamed dynamic dims at position ([\d, ]+) \(shape /;
/** A size for one position that comes from the model itself: the other model fixing that dim. */
function declaredSize(other, position) {
    const dim = other?.shape[position];
    return typeof dim === 'number' && dim > 0 ? dim : undefined;
}
/**
 * The fix for unnamed dims after a failed run. They were set to 1, and the model failed with that: 1 is the
 * one size known not to work, so it is never suggested again. A size the other model declares for the same
 * position is used; every other position is a letter for the user to fill in.
 */
function unnamedDimsHint(tensor, positions, other) {
    const letters = 'ABCDEFGH';
    let next = 0;
    const sizes = tensor.dims.map((d, i) => positions.includes(i) ? (declaredSize(other, i)?.toString() ?? letters[next++ % letters.length]) : String(d));
    const where = `position${positions.length === 1 ? '' : 's'} ${positions.join(', ')}`;
    const fix = next === 0
        ? `set 'input-shapes' to '${tensor.name}=${sizes.join('x')}' (the sizes the other model declares)`
        : `set 'input-shapes' to '${tensor.name}=${sizes.join('x')}' with the sizes the model expects there`;
    return `input '${tensor.name}' has unnamed dynamic dims at ${where}; they were set to 1 and the model failed with that, so ${fix}`;
}
/**
 * When a model fails on synthesized inputs, the runtime's message names a node, not the cause. The usual
 * causes are a scalar setting (a sample rate, a length) that got an arbitrary value, and unnamed dims set to
 * 1; name them so the user knows which input to set. `otherInputs` are the other model's declared inputs.
 */
function runHints(tensors, settled, warnings, otherInputs = []) {
    const hints = [];
    for (const t of tensors) {
        if (settled.has(t.name) || t.data.length !== 1 || t.type.startsWith('float') || t.type === 'bool')
            continue;
        hints.push(`input '${t.name}' (${t.type} scalar) was synthesized as ${String(t.data[0])}; if it is a setting such as a sample rate, set it with 'input-values' (e.g. '${t.name}=16000')`);
    }
    for (const w of warnings) {
        const match = UNNAMED.exec(w);
        const tensor = match && tensors.find((t) => t.name === match[1]);
        if (!match || !tensor)
            continue;
        const positions = (match[2] ?? '').split(',').map((p) => Number(p.trim()));
        hints.push(unnamedDimsHint(tensor, positions, otherInputs.find((i) => i.name === tensor.name)));
    }
    return hints;
}
/** Appends the hints to a failure message, so the one sentence the user sees also says what to try. */
function withHints(message, hints) {
    return hints.length ? `${message}. Check the inputs: ${hints.join('; ')}` : message;
}

;// CONCATENATED MODULE: ./build/src/bench/child/run-queue.js
// How long this thread has waited for a CPU while ready to run: the second field of Linux's
// /proc/thread-self/schedstat (run-queue delay, ns, cumulative). Read before and after a timed call, it says how
// much of the call a neighbour took: a preempted call waits about one of the neighbour's slices (4-5 ms beside
// spinning processes on a 2-core runner), which is what a busy runner's p95 measured instead of the model
// (docs/statistics.md, "Busy runners"). onnxruntime-node runs a session synchronously on the JS thread, so with
// one intra-op thread this thread is the one that computes.

const SPACE = 0x20;
const NEWLINE = 0x0a;
const ZERO = 0x30;
/** Calls shorter than this are rarely preempted (a call holds a wait with probability about call / slice). */
const RUN_QUEUE_MIN_CALL_US = 100;
/** The clock, or null where the kernel has none (not Linux, /proc hidden, a format this does not know). */
function openRunQueueClock(file = '/proc/thread-self/schedstat') {
    let fd;
    try {
        fd = (0,external_node_fs_namespaceObject.openSync)(file, 'r');
    }
    catch {
        return null;
    }
    // One buffer for every read and the digits parsed in place: the clock is read twice a call, between the
    // timed spans, and allocates nothing there (no string, no array) for a collection to find.
    const buffer = Buffer.alloc(96);
    const waitedNs = () => {
        const length = (0,external_node_fs_namespaceObject.readSync)(fd, buffer, 0, buffer.length, 0);
        let i = buffer.indexOf(SPACE);
        if (i < 0 || i + 1 >= length)
            return NaN;
        let ns = 0;
        for (i++; i < length && buffer[i] !== SPACE && buffer[i] !== NEWLINE; i++) {
            const digit = (buffer[i] ?? 0) - ZERO;
            if (digit < 0 || digit > 9)
                return NaN;
            ns = ns * 10 + digit;
        }
        return ns;
    };
    let readable = false;
    try {
        readable = Number.isFinite(waitedNs());
    }
    catch {
        // A file that opens but does not read (a sandbox's /proc): no clock.
    }
    if (readable)
        return { waitedNs, close: () => (0,external_node_fs_namespaceObject.closeSync)(fd) };
    (0,external_node_fs_namespaceObject.closeSync)(fd);
    return null;
}

;// CONCATENATED MODULE: ./build/src/stats/quantile.js
// One quantile definition for every estimate the gate shows: the inverse of the empirical CDF (Hyndman and
// Fan type 1),
//   Q(p) = x_(k)  with  k = ceil(p · n), clamped to [1, n]   (x_(1) ≤ … ≤ x_(n)).
// It returns an observed call time (no interpolation), which makes the weighted form used by the round
// bootstrap exact: a round drawn w times contributes each of its calls w times, and the weighted quantile
// is the smallest x whose cumulative weight reaches ceil(p · total weight). So the summary's p95, the
// analysis point estimate and every bootstrap replicate are the same statistic. The leave-one-pair-out floor
// alone reads a smooth quantile (pair-jackknife.ts), because a jackknife needs one.
/**
 * 1-based rank of the p-quantile among `count` observations. The small epsilon absorbs binary floating
 * error (0.95 · 1000 must be rank 950, not 951), far below one observation for any realistic count.
 */
function quantileRank(p, count) {
    if (!(p >= 0 && p <= 1))
        throw new Error(`quantile level must be in [0, 1], got ${p}`);
    if (!(count >= 1))
        throw new Error(`quantile needs at least one observation, got ${count}`);
    const k = Math.ceil(p * count - 1e-9);
    return Math.min(count, Math.max(1, k));
}
/** Type-1 quantile of an ascending array. */
function quantileOfSorted(sorted, p) {
    return at(sorted, quantileRank(p, sorted.length) - 1);
}
/** Type-1 quantile of unsorted samples (copies, never mutates). */
function quantile(samples, p) {
    return quantileOfSorted(sortedCopy(samples), p);
}
function sortedCopy(samples) {
    return Float64Array.from(samples).sort();
}
function quantile_summarize(samples) {
    return summarizeSorted(sortedCopy(samples));
}
/** `summarize` for an already ascending array (the pooled arms are sorted once and reused). */
function summarizeSorted(sorted) {
    if (sorted.length === 0)
        throw new Error('cannot summarize an empty set of call times');
    let sum = 0;
    for (let i = 0; i < sorted.length; i++)
        sum += at(sorted, i);
    return {
        count: sorted.length,
        mean: sum / sorted.length,
        p50: quantileOfSorted(sorted, 0.5),
        p95: quantileOfSorted(sorted, 0.95),
        p99: quantileOfSorted(sorted, 0.99),
        min: at(sorted, 0),
        max: at(sorted, sorted.length - 1),
    };
}
/** Indexed read for hot loops over typed arrays, where noUncheckedIndexedAccess would add `| undefined`. */
function at(values, index) {
    return values[index];
}

;// CONCATENATED MODULE: ./build/src/bench/child/warmup.js

// Warm-up ends on stability, not a fixed count: caches, the allocator and CPU frequency settle at different
// speeds on different machines. Pure helpers; the worker feeds them block medians as they come.
const WARMUP_MIN_BLOCKS = 6;
/**
 * Two consecutive windows of block medians must agree this closely for each model, or within
 * NOISE_TOLERANCE times the block medians' own noise when that is larger (see hasSettled).
 */
const WARMUP_TOLERANCE = 0.03;
const NOISE_TOLERANCE = 2;
const WINDOW = 3;
/** The block median: the project's one quantile definition (src/stats/quantile.ts). */
function warmup_median(values) {
    return quantile(values, 0.5);
}
/**
 * True when the last two windows of block medians differ by less than the tolerance: no trend left. The
 * tolerance scales with the noise of one block median, so a model whose blocks are one or two noisy calls
 * (a 100 ms model at 20 % call noise) can settle: the noise is read from successive differences of log block
 * medians (σ ≈ 1.4826 · median |Δ| / √2), which a smooth warm-up trend barely moves. Two windows' medians of
 * three differ with sd ≈ σ, so NOISE_TOLERANCE = 2 lets a settled model through about 95 % of the time.
 */
function hasSettled(blockMedians) {
    if (blockMedians.length < WARMUP_MIN_BLOCKS)
        return false;
    const last = blockMedians.slice(-2 * WINDOW);
    const recent = warmup_median(last.slice(WINDOW));
    const before = warmup_median(last.slice(0, WINDOW));
    const steps = last.slice(1).map((m, i) => Math.abs(Math.log(m / last[i])));
    const noise = (1.4826 * warmup_median(steps)) / Math.SQRT2;
    return Math.abs(Math.log(recent / before)) < Math.max(WARMUP_TOLERANCE, NOISE_TOLERANCE * noise);
}
/** At least this many calls per block, so the first call after a switch is a minority of every block. */
const MIN_CALLS_PER_BLOCK = 3;
/** Calls per block so each block lasts about `targetMs`: long enough to amortise the switch, short enough for many rounds. */
function callsPerBlock(medianUs, targetMs) {
    return Math.max(1, Math.min(100_000, Math.round((targetMs * 1000) / Math.max(medianUs, 1e-3))));
}
/**
 * A model of a few ms a call gets AMORTISED_CALLS timed calls a block, which then lasts at most SLOW_BLOCK_MS.
 * At the usual block length such a model got 3 timed calls a block, so the untimed switch call took a quarter of
 * its measuring time and its p95, which needs 400 calls an arm (src/stats/guards.ts), could be judged a look
 * later than with 8. Slower models keep their 3-call blocks: longer blocks leave p95 fewer rounds to resample,
 * which cost more decisions in the decision simulation than the switch calls saved.
 */
const AMORTISED_CALLS = 8;
const SLOW_BLOCK_MS = 100;
/** Timed calls per measuring block for the slower model's settled median, the same in both arms. */
function measuringCallsPerBlock(slowerUs, targetMs) {
    const amortised = slowerUs * AMORTISED_CALLS <= SLOW_BLOCK_MS * 1000 ? AMORTISED_CALLS : 0;
    return Math.max(MIN_CALLS_PER_BLOCK, callsPerBlock(slowerUs, targetMs), amortised);
}

;// CONCATENATED MODULE: ./build/src/bench/child/warmup-run.js



/**
 * Alternates short blocks of both models, rotating through the session pairs so every session warms, until
 * the block medians of each model stop trending (with a floor and a cap), then sizes the measuring blocks
 * from the settled medians.
 */
async function warmUp(pairs, job, elapsedMs) {
    const start = elapsedMs();
    const cap = warmupCapMs(job.budgetMs);
    const medians = { baseline: [], candidate: [] };
    const calls = { baseline: 0, candidate: 0 };
    // Start with single calls and grow blocks toward ~1/4 of the measuring block, so slow models warm up quickly
    // and fast ones are not judged on a handful of noisy calls.
    const size = { baseline: 1, candidate: 1 };
    let stable = false;
    for (let block = 0; elapsedMs() - start < cap; block++) {
        const arms = pairs[block % pairs.length];
        for (const arm of ['baseline', 'candidate']) {
            const times = [];
            await timeBlock(arms[arm].session, arms[arm].feeds, size[arm], times);
            calls[arm] += times.length;
            const blockMedian = warmup_median(times);
            medians[arm].push(blockMedian);
            size[arm] = callsPerBlock(blockMedian, job.blockTargetMs / 4);
        }
        stable = elapsedMs() - start >= WARMUP_MIN_MS && hasSettled(medians.baseline) && hasSettled(medians.candidate);
        if (stable)
            break;
    }
    const settled = {
        baseline: warmup_median(medians.baseline.slice(-3)),
        candidate: warmup_median(medians.candidate.slice(-3)),
    };
    // Both arms get the same number of calls per block, sized by the slower one. The first call after a switch
    // finds the other model in the caches; with unequal counts that penalty would weigh more in the arm with
    // fewer calls per block and bias its median (seen: an A/A pair of a 6 ms model at ×0.72 under load).
    const perBlock = measuringCallsPerBlock(Math.max(settled.baseline, settled.candidate), job.blockTargetMs);
    return {
        durationMs: elapsedMs() - start,
        calls,
        stable,
        medianUs: settled,
        callsPerBlock: { baseline: perBlock, candidate: perBlock },
    };
}

;// CONCATENATED MODULE: ./build/src/bench/child/worker.js
// The benchmark child process. It alone loads onnxruntime (a crash, hang or LD_LIBRARY_PATH need stays in
// here), runs both models interleaved, and streams every round to the parent, which owns the budget and the
// statistics. Started by engine.ts with fork(); one job per process.


























let phase = 'start';
async function enter(next) {
    phase = next;
    await send({ type: 'phase', phase: next, elapsedMs: elapsedMs() });
    injectFault(next);
}
const step = (text) => send({ type: 'step', step: text });
async function timed(work) {
    const start = performance.now();
    const value = await work();
    return [value, performance.now() - start];
}
async function runJob(job) {
    await enter('load');
    const resolutionUs = timerResolutionUs();
    const target = { provider: job.executionProvider, deviceId: job.deviceId };
    await send({
        type: 'environment',
        ortVersion: external_onnxruntime_node_namespaceObject.env.versions?.node ?? 'unknown',
        timerResolutionUs: resolutionUs,
        runtimeLibrary: await loadedRuntimeLibrary(),
        memoryPlacement: readMemoryPlacement(),
        sessionSettings: describeSessionOptions(sessionOptions(job.threads, target)),
    });
    await initialiseRuntime(job.threads, target);
    const rssBefore = process.memoryUsage().rss;
    await step('loading the baseline model');
    const [baseline, baselineCreateMs] = await timed(() => loadSession('baseline', job.baseline, job.threads, target));
    await step('loading the candidate model');
    const [candidate, candidateCreateMs] = await timed(() => loadSession('candidate', job.candidate, job.threads, target));
    const signatures = { baseline: readSignature(baseline), candidate: readSignature(candidate) };
    // Sent before the inputs are checked, so the record shows what the models expect when the inputs do not fit.
    await send({ type: 'signatures', ...signatures, warnings: [] });
    const shapes = checkOverrides([...signatures.baseline.inputs, ...signatures.candidate.inputs], job.shapes, job.values);
    const fitted = fitUserInputs(job.userInputs, signatures, { shapes, values: job.values });
    const settings = { shapes: fitted.shapes, values: job.values, seed: job.seed };
    const baselineInputs = synthesizeInputs(signatures.baseline.inputs, { ...settings, given: fitted.given.baseline });
    const candidateInputs = synthesizeInputs(signatures.candidate.inputs, { ...settings, given: fitted.given.candidate });
    const warnings = [...new Set([...baselineInputs.warnings, ...candidateInputs.warnings])];
    await send({ type: 'warnings', warnings });
    const arms = {
        baseline: { session: baseline, feeds: toFeeds(baselineInputs.tensors) },
        candidate: { session: candidate, feeds: toFeeds(candidateInputs.tensors) },
    };
    await enter('cold-start');
    const settled = new Set([
        ...Object.keys(job.values),
        ...Object.keys(fitted.given.baseline ?? {}),
        ...Object.keys(fitted.given.candidate ?? {}),
    ]);
    const inputs = { baseline: baselineInputs.tensors, candidate: candidateInputs.tensors };
    const firstRun = async (arm) => {
        await step(`the ${arm} model's first call`);
        try {
            return (await timed(() => runOnce(arm, arms[arm].session, arms[arm].feeds)))[1];
        }
        catch (error) {
            if (!isUserError(error))
                throw error;
            const other = arm === 'baseline' ? signatures.candidate : signatures.baseline;
            throw new UserError(withHints(error.message, runHints(inputs[arm], settled, warnings, other.inputs)));
        }
    };
    const baselineCold = { createMs: baselineCreateMs, firstRunMs: await firstRun('baseline') };
    const candidateCold = { createMs: candidateCreateMs, firstRunMs: await firstRun('candidate') };
    await send({ type: 'cold-start', baseline: baselineCold, candidate: candidateCold });
    const pairBytes = Math.max(0, process.memoryUsage().rss - rssBefore);
    if (target.provider !== 'cpu') {
        await enter('placement');
        const placement = await profilePlacement(arms, { baseline: job.baseline, candidate: job.candidate }, job.threads, target);
        await send({ type: 'placement', ...placement });
    }
    await enter('agreement');
    await send({ type: 'agreement', result: await checkAgreement(arms, signatures, job, elapsedMs, fitted) });
    // More session pairs (docs/statistics.md, "Session pairs"): the same files, options and inputs, new sessions.
    const pairMs = baselineCold.createMs + baselineCold.firstRunMs + candidateCold.createMs + candidateCold.firstRunMs;
    const modelBytes = (0,external_node_fs_namespaceObject.statSync)(job.baseline).size + (0,external_node_fs_namespaceObject.statSync)(job.candidate).size;
    const plan = planPairs(job.sessionPairs, {
        pairMs,
        pairBytes,
        freeBytes: (0,external_node_os_namespaceObject.freemem)(),
        budgetMs: job.budgetMs,
        modelBytes,
        baseBytes: rssBefore,
    });
    await send({ type: 'pairs', plan });
    const pairs = [arms];
    for (let k = 1; k < plan.count; k++) {
        await step(`loading session pair ${k + 1} of ${plan.count}`);
        pairs.push(await openPair(job, target, arms, k));
    }
    await enter('warmup');
    const warmup = await warmUp(pairs, job, elapsedMs);
    const waits = runQueueClockFor(job, warmup.medianUs);
    await send({ type: 'warmup', summary: { ...warmup, runQueueWaitsRemoved: waits !== null } });
    refuseTooFast(warmup.medianUs, resolutionUs);
    await step('timing a model with the same inputs and outputs and no work');
    const fixedCost = await measureFixedCost(arms, signatures, { ...job, target, medianUs: warmup.medianUs });
    await send({ type: 'fixed-cost', result: fixedCost });
    await enter('measure');
    const cold = { baseline: baselineCold, candidate: candidateCold };
    const wanted = profileAllowanceMs(job.profile.setting, job.budgetMs, cold, warmup.medianUs);
    const warmCalls = (arm) => renewalWarmCalls(warmup.calls[arm], pairs.length, warmup.callsPerBlock[arm]);
    const renewal = plan.renew || plan.grow
        ? pairRenewal(job, target, { baseline: warmCalls('baseline'), candidate: warmCalls('candidate') }, pairMs * plan.count, plan.grow ? plan : undefined)
        : undefined;
    const measured = await measureRounds(pairs, job, warmup.callsPerBlock, wanted, renewal, waits);
    waits?.close();
    if (job.profile.setting !== 'off') {
        if (measured.profile)
            await enter('profile');
        const pass = {
            job,
            pairs: measured.pairs,
            cold,
            medianUs: warmup.medianUs,
            target,
            allowanceMs: measured.allowanceMs,
            elapsedMs: elapsedMs,
        };
        await send({ type: 'profile', result: await profileAfterMeasuring(pass, measured.profile) });
    }
    await send({ type: 'done', reason: measured.reason });
}
/**
 * The run-queue clock when it can take the neighbours' waits out of the calls: with one intra-op thread the JS
 * thread computes the whole call (with more, a preempted helper thread makes this one sleep, which is no wait
 * for a CPU), on the CPU, and for calls long enough to be preempted at all. Both arms are timed the same way.
 */
function runQueueClockFor(job, medianUs) {
    const long = Math.max(medianUs.baseline, medianUs.candidate) >= RUN_QUEUE_MIN_CALL_US;
    return job.threads === 1 && job.executionProvider === 'cpu' && long ? openRunQueueClock() : null;
}
// The same process also serves as a memory child: one model, one probe (docs/matrix.md, "Memory").
onMemoryJob();
onJob((job) => {
    runJob(job).then(() => process.disconnect(), async (error) => {
        const user = isUserError(error);
        // A user error is one sentence already; an internal one gets its first line here and its stack only in
        // debug output, so a bug report has the trace and a user's log does not.
        const text = error instanceof Error ? error.message : String(error);
        const message = user
            ? text
            : `Internal error in the benchmark process during ${phase}: ${text.split('\n')[0]?.trim()}; rerun with debug output (--debug, or ACTIONS_STEP_DEBUG) for the stack trace and report it`;
        const stack = !user && error instanceof Error ? error.stack : undefined;
        await send({ type: 'error', message, user, phase, ...(stack ? { stack } : {}) });
        process.disconnect();
    });
});

